import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Confirm } from 'mf-shared/kit/confirm';
import { applyServerErrorsTo, Field, schemaResolver } from 'mf-shared/kit/fields';
import { Button } from 'mf-shared/kit/plain';
import { Typography } from 'mf-shared/kit/typography';
import { FileButton, type SendFile } from 'mf-shared/kit/upload';
import { GUEST_MEDIA_LIMITS, guestVideoSchema } from 'mf-shared/validation';
import { imageSrc, videoEmbed } from '../links';
import type { FileToSend, GuestMedia } from '../media';
import './guest-media.css';

/** Photos: the kinds the API reads from the content (jpeg, png, gif), up to the spec's 20MB. */
const PICTURE_TYPES = ['jpeg', 'jpg', 'png', 'gif'] as const;
const PICTURE_HINT = 'jpeg, jpg, png or gif, up to 20MB';
const PHOTO_SIZE = 96;

/** The writes the editor calls: the caller's mutation hooks (each media change answers the whole media). */
export interface GuestMediaWrites {
  uploadAvatar: (upload: FileToSend) => Promise<GuestMedia>;
  /** Takes the photo away; without it, the photo can only be replaced. */
  removeAvatar?: () => Promise<unknown>;
  addImage: (upload: FileToSend) => Promise<GuestMedia>;
  removeImage: (imageId: number) => Promise<unknown>;
  addVideo: (url: string) => Promise<unknown>;
  removeVideo: (videoId: number) => Promise<unknown>;
}

export interface GuestMediaEditorProps extends GuestMediaWrites {
  media: GuestMedia;
  /** Whose media it is, in the words shown ("The guest's photo"): 'guest' or 'contact'. */
  noun?: string;
}

// The file sent, with its progress and a way to cancel it; the picture it becomes is shown from the
// media the write answers (the caller's query holds it).
const sender =
  (write: (upload: FileToSend) => Promise<GuestMedia>): SendFile<GuestMedia> =>
  (file, onProgress, signal) =>
    write({ file, onProgress, signal });

/** A gallery item's "Remove", asked first: `name` says which item ("Remove picture 2"). */
function RemoveItem({ question, name, onConfirm }: { question: string; name: string; onConfirm: () => unknown }) {
  return (
    <Confirm title={question} okText="Remove" danger onConfirm={onConfirm}>
      <Button variant="link" danger size="small" aria-label={name}>
        Remove
      </Button>
    </Confirm>
  );
}

function AvatarSection({ media, noun, uploadAvatar, removeAvatar }: GuestMediaEditorProps) {
  const heading = useId();
  const photo = imageSrc(media.avatar);
  return (
    <section aria-labelledby={heading} className="guest-media__section">
      <Typography.Title level={3} id={heading}>
        Photo
      </Typography.Title>
      <div className="guest-media__photo">
        {photo ? (
          <img
            src={photo}
            alt={`The ${noun}'s photo`}
            width={PHOTO_SIZE}
            height={PHOTO_SIZE}
            className="guest-media__avatar"
          />
        ) : (
          <span
            className="pp-avatar guest-media__avatar guest-media__avatar--empty"
            role="img"
            aria-label="No photo yet"
          >
            ?
          </span>
        )}
        <FileButton<GuestMedia>
          send={sender(uploadAvatar)}
          accept={PICTURE_TYPES}
          label={photo ? 'Replace photo' : 'Upload photo'}
          hint={PICTURE_HINT}
        />
        {photo && removeAvatar && (
          <Confirm title="Remove the photo?" okText="Remove" danger onConfirm={removeAvatar}>
            <Button variant="link" danger>
              Remove photo
            </Button>
          </Confirm>
        )}
      </div>
    </section>
  );
}

function ImagesSection({ media, addImage, removeImage }: GuestMediaEditorProps) {
  const heading = useId();
  const images = media.images.flatMap((img) => {
    const src = imageSrc(img.image);
    return src ? [{ id: img.id, src }] : [];
  });
  const full = media.images.length >= GUEST_MEDIA_LIMITS.IMAGES_MAX;
  return (
    <section aria-labelledby={heading} className="guest-media__section">
      <Typography.Title level={3} id={heading}>
        Images
      </Typography.Title>
      {images.length > 0 && (
        <ul className="guest-media__images" aria-label="Images">
          {images.map((img, i) => (
            <li key={img.id}>
              {/* The whole picture in a tab of its own; the thumbnail keeps its name ("Picture 1"). */}
              <a href={img.src} target="_blank" rel="noopener noreferrer" className="guest-media__thumbnail">
                <img src={img.src} alt={`Picture ${i + 1}`} loading="lazy" />
                <span className="pp-visually-hidden"> (opens in a new tab)</span>
              </a>
              <RemoveItem
                question="Remove this picture?"
                name={`Remove picture ${i + 1}`}
                onConfirm={() => removeImage(img.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {/* One picture a pick, while the gallery has room; the server refuses more anyway. */}
      <FileButton<GuestMedia>
        send={sender(addImage)}
        accept={PICTURE_TYPES}
        disabled={full}
        label="Add images"
        hint={PICTURE_HINT}
      />
    </section>
  );
}

type VideoValues = { url: string };

function VideosSection({ media, noun, addVideo, removeVideo }: GuestMediaEditorProps) {
  const heading = useId();
  const form = useForm<VideoValues>({
    defaultValues: { url: '' },
    // The API's own rule and words: a YouTube or Vimeo link ('Enter valid url').
    resolver: schemaResolver<VideoValues>(guestVideoSchema),
  });
  const error = form.formState.errors.url?.message;
  const full = media.videos.length >= GUEST_MEDIA_LIMITS.VIDEOS_MAX;
  const submit = async ({ url }: VideoValues) => {
    try {
      await addVideo(url.trim());
      form.reset();
    } catch (refused) {
      // The API's reason under the field; what was typed stays.
      applyServerErrorsTo(form, refused);
    }
  };
  return (
    <section aria-labelledby={heading} className="guest-media__section">
      <Typography.Title level={3} id={heading}>
        Videos
      </Typography.Title>
      <form noValidate className="guest-media__video-form" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <Field
          label="Video link (YouTube or Vimeo)"
          error={error}
          hint={full ? `A ${noun} may have at most ${GUEST_MEDIA_LIMITS.VIDEOS_MAX} videos.` : undefined}
        >
          {(field) => (
            <input
              {...field}
              {...form.register('url')}
              type="url"
              inputMode="url"
              placeholder="https://www.youtube.com/watch?v=…"
              className="pp-input"
            />
          )}
        </Field>
        <Button htmlType="submit" loading={form.formState.isSubmitting} disabled={full}>
          Add video
        </Button>
      </form>
      {media.videos.length > 0 && (
        <ul className="guest-media__videos" aria-label="Videos">
          {media.videos.map((video, i) => {
            const embed = videoEmbed(video.url);
            return (
              <li key={video.id}>
                {embed.kind === 'iframe' ? (
                  <div className="guest-media__player">
                    <iframe
                      src={embed.src}
                      title={`Video ${i + 1} (${embed.provider})`}
                      loading="lazy"
                      referrerPolicy="strict-origin-when-cross-origin"
                      allow="encrypted-media; picture-in-picture; fullscreen"
                      allowFullScreen
                    />
                  </div>
                ) : (
                  <Typography.Text className="guest-media__break">{video.url}</Typography.Text>
                )}
                <RemoveItem
                  question="Remove this video?"
                  name={`Remove video ${i + 1}`}
                  onConfirm={() => removeVideo(video.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * A guest's photo (with upload progress), picture gallery (add, remove) and video links (shown as
 * YouTube or Vimeo players): step 2 of a new guest or private contact, and the media tab's editor.
 * The caller passes its mutation hooks' writes; the editor knows no endpoint. Plain: it loads no
 * antd until a removal is asked for (issue 25: the step's page stays under its budget).
 */
export function GuestMediaEditor({ noun = 'guest', ...props }: GuestMediaEditorProps) {
  const all = { ...props, noun };
  return (
    <>
      <AvatarSection {...all} />
      <ImagesSection {...all} />
      <VideosSection {...all} />
    </>
  );
}
