import { Avatar, Button, Flex, Form, Image, Input, type UploadFile } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { useId, useState } from 'react';
import { Confirm } from 'mf-shared/kit/confirm';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { UploadField, type SendFile } from 'mf-shared/kit/upload';
import { GUEST_MEDIA_LIMITS, guestVideoSchema } from 'mf-shared/validation';
import { imageSrc, videoEmbed } from '../links';
import type { FileToSend, GuestMedia } from '../media';
import './guest-media.css';

/** Photos: the kinds the API reads from the content (jpeg, png, gif), up to the spec's 20MB. */
const PICTURE_TYPES = ['jpeg', 'jpg', 'png', 'gif'] as const;
const PICTURE_HINT = 'jpeg, jpg, png or gif, up to 20MB';

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

/**
 * The files being sent (with their progress) or refused: a file the server kept leaves the list,
 * as the picture it became is shown from the media.
 */
function useSending<R>() {
  const [files, setFiles] = useState<UploadFile<R>[]>([]);
  const onChange = (next: UploadFile<R>[] | undefined) => setFiles((next ?? []).filter((f) => f.status !== 'done'));
  return { value: files, onChange };
}

const sender =
  (write: (upload: FileToSend) => Promise<GuestMedia>): SendFile<GuestMedia> =>
  (file, onProgress, signal) =>
    write({ file, onProgress, signal });

function AvatarSection({ media, noun, uploadAvatar, removeAvatar }: GuestMediaEditorProps) {
  const heading = useId();
  const sending = useSending<GuestMedia>();
  const photo = imageSrc(media.avatar);
  return (
    <section aria-labelledby={heading} className="guest-media__section">
      <Typography.Title level={3} id={heading}>
        Photo
      </Typography.Title>
      <Flex gap={16} align="center" wrap>
        {photo ? (
          <Image src={photo} alt={`The ${noun}'s photo`} width={96} height={96} className="guest-media__avatar" />
        ) : (
          <Avatar size={96} aria-label="No photo yet">
            ?
          </Avatar>
        )}
        <UploadField<GuestMedia>
          {...sending}
          send={sender(uploadAvatar)}
          accept={PICTURE_TYPES}
          label={photo ? 'Replace photo' : 'Upload photo'}
          hint={PICTURE_HINT}
        />
        {photo && removeAvatar && (
          <Confirm title="Remove the photo?" okText="Remove" danger onConfirm={removeAvatar}>
            <Button type="link" danger>
              Remove photo
            </Button>
          </Confirm>
        )}
      </Flex>
    </section>
  );
}

function ImagesSection({ media, addImage, removeImage }: GuestMediaEditorProps) {
  const heading = useId();
  const sending = useSending<GuestMedia>();
  const images = media.images.flatMap((img) => {
    const src = imageSrc(img.image);
    return src ? [{ id: img.id, src }] : [];
  });
  return (
    <section aria-labelledby={heading} className="guest-media__section">
      <Typography.Title level={3} id={heading}>
        Images
      </Typography.Title>
      {images.length > 0 && (
        <Image.PreviewGroup>
          <ul className="guest-media__images" aria-label="Images">
            {images.map((img, i) => (
              <li key={img.id}>
                <Image src={img.src} alt={`Picture ${i + 1}`} width="100%" />
                <Confirm title="Remove this picture?" okText="Remove" danger onConfirm={() => removeImage(img.id)}>
                  <Button type="link" danger size="small" aria-label={`Remove picture ${i + 1}`}>
                    Remove
                  </Button>
                </Confirm>
              </li>
            ))}
          </ul>
        </Image.PreviewGroup>
      )}
      <UploadField<GuestMedia>
        {...sending}
        send={sender(addImage)}
        accept={PICTURE_TYPES}
        // What is left of the gallery's room; the server refuses more anyway.
        maxCount={Math.max(1, GUEST_MEDIA_LIMITS.IMAGES_MAX - media.images.length)}
        disabled={media.images.length >= GUEST_MEDIA_LIMITS.IMAGES_MAX}
        label="Add images"
        hint={PICTURE_HINT}
      />
    </section>
  );
}

function VideosSection({ media, noun, addVideo, removeVideo }: GuestMediaEditorProps) {
  const heading = useId();
  const [form] = Form.useForm<{ url: string }>();
  const [adding, setAdding] = useState(false);
  const full = media.videos.length >= GUEST_MEDIA_LIMITS.VIDEOS_MAX;
  const submit = async ({ url }: { url: string }) => {
    setAdding(true);
    try {
      await addVideo(url.trim());
      form.resetFields();
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setAdding(false);
    }
  };
  return (
    <section aria-labelledby={heading} className="guest-media__section">
      <Typography.Title level={3} id={heading}>
        Videos
      </Typography.Title>
      <Form form={form} layout="vertical" onFinish={submit} className="guest-media__video-form">
        <Form.Item
          name="url"
          label="Video link (YouTube or Vimeo)"
          // The API's own rule and words: a YouTube or Vimeo link ('Enter valid url').
          rules={[yupRule(guestVideoSchema, 'url')]}
          extra={full ? `A ${noun} may have at most ${GUEST_MEDIA_LIMITS.VIDEOS_MAX} videos.` : undefined}
        >
          <Input type="url" inputMode="url" placeholder="https://www.youtube.com/watch?v=…" />
        </Form.Item>
        <Button htmlType="submit" loading={adding} disabled={full}>
          Add video
        </Button>
      </Form>
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
                <Confirm title="Remove this video?" okText="Remove" danger onConfirm={() => removeVideo(video.id)}>
                  <Button type="link" danger size="small" aria-label={`Remove video ${i + 1}`}>
                    Remove
                  </Button>
                </Confirm>
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
 * The caller passes its mutation hooks' writes; the editor knows no endpoint.
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
