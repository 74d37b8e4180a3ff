import { Avatar, Button, Flex, Form, Image, Input, Result, Skeleton, Typography, type UploadFile } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ERROR_MESSAGES, ROUTES } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import { PageHeader } from 'mf-shared/kit/page';
import { FAILED_TEXT } from 'mf-shared/kit/states';
import { UploadField, type SendFile } from 'mf-shared/kit/upload';
import type { PrivateContactMedia } from 'mf-shared/types/contact';
import { GUEST_MEDIA_LIMITS, guestVideoSchema } from 'mf-shared/validation';
import {
  useAddContactImage,
  useAddContactVideo,
  useFinishPrivateContact,
  usePrivateContactMedia,
  useRemoveContactImage,
  useRemoveContactVideo,
  useUploadContactAvatar,
} from '../../lib/contacts';
import { DirectoryTabs } from '../../lib/DirectoryTabs';
import { imageSrc, videoEmbed } from '../../lib/links';
import { ContactSteps } from './ContactSteps';
import { idOf, newContactPath } from './paths';
import './contacts.css';

/** Photos: the kinds the API reads from the content (jpeg, png, gif), up to the spec's 20MB. */
const PICTURE_TYPES = ['jpeg', 'jpg', 'png', 'gif'] as const;
const PICTURE_HINT = 'jpeg, jpg, png or gif, up to 20MB';

/**
 * The files being sent (with their progress) or refused: a file the server kept leaves the list,
 * as the picture it became is shown from the contact's media.
 */
function useSending<R>() {
  const [files, setFiles] = useState<UploadFile<R>[]>([]);
  const onChange = (next: UploadFile<R>[] | undefined) => setFiles((next ?? []).filter((f) => f.status !== 'done'));
  return { value: files, onChange };
}

function AvatarSection({ id, media }: { id: number; media: PrivateContactMedia }) {
  const upload = useUploadContactAvatar(id);
  const sending = useSending<PrivateContactMedia>();
  const send: SendFile<PrivateContactMedia> = (file, onProgress, signal) =>
    upload.mutateAsync({ file, onProgress, signal });
  const photo = imageSrc(media.avatar);
  return (
    <section aria-labelledby="contact-avatar" className="contact-media__section">
      <Typography.Title level={3} id="contact-avatar">
        Photo
      </Typography.Title>
      <Flex gap={16} align="center" wrap>
        {photo ? (
          <Image src={photo} alt="The contact's photo" width={96} height={96} className="contact-media__avatar" />
        ) : (
          <Avatar size={96} aria-label="No photo yet">
            ?
          </Avatar>
        )}
        <UploadField<PrivateContactMedia>
          {...sending}
          send={send}
          accept={PICTURE_TYPES}
          label={photo ? 'Replace photo' : 'Upload photo'}
          hint={PICTURE_HINT}
        />
      </Flex>
    </section>
  );
}

function ImagesSection({ id, media }: { id: number; media: PrivateContactMedia }) {
  const add = useAddContactImage(id);
  const remove = useRemoveContactImage(id);
  const sending = useSending<PrivateContactMedia>();
  const send: SendFile<PrivateContactMedia> = (file, onProgress, signal) =>
    add.mutateAsync({ file, onProgress, signal });
  const images = media.images.flatMap((img) => {
    const src = imageSrc(img.image);
    return src ? [{ id: img.id, src }] : [];
  });
  return (
    <section aria-labelledby="contact-images" className="contact-media__section">
      <Typography.Title level={3} id="contact-images">
        Images
      </Typography.Title>
      {images.length > 0 && (
        <Image.PreviewGroup>
          <ul className="contact-media__images" aria-label="Images">
            {images.map((img, i) => (
              <li key={img.id}>
                <Image src={img.src} alt={`Picture ${i + 1}`} width="100%" />
                <Confirm
                  title="Remove this picture?"
                  okText="Remove"
                  danger
                  onConfirm={() => remove.mutateAsync(img.id)}
                >
                  <Button type="link" danger size="small" aria-label={`Remove picture ${i + 1}`}>
                    Remove
                  </Button>
                </Confirm>
              </li>
            ))}
          </ul>
        </Image.PreviewGroup>
      )}
      <UploadField<PrivateContactMedia>
        {...sending}
        send={send}
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

function VideosSection({ id, media }: { id: number; media: PrivateContactMedia }) {
  const [form] = Form.useForm<{ url: string }>();
  const add = useAddContactVideo(id);
  const remove = useRemoveContactVideo(id);
  const full = media.videos.length >= GUEST_MEDIA_LIMITS.VIDEOS_MAX;
  const submit = async ({ url }: { url: string }) => {
    try {
      await add.mutateAsync(url.trim());
      form.resetFields();
    } catch (error) {
      applyServerErrors(form, error);
    }
  };
  return (
    <section aria-labelledby="contact-videos" className="contact-media__section">
      <Typography.Title level={3} id="contact-videos">
        Videos
      </Typography.Title>
      <Form form={form} layout="vertical" onFinish={submit} className="contact-media__video-form">
        <Form.Item
          name="url"
          label="Video link (YouTube or Vimeo)"
          // The API's own rule and words: a YouTube or Vimeo link ('Enter valid url').
          rules={[yupRule(guestVideoSchema, 'url')]}
          extra={full ? `A contact may have at most ${GUEST_MEDIA_LIMITS.VIDEOS_MAX} videos.` : undefined}
        >
          <Input type="url" inputMode="url" placeholder="https://www.youtube.com/watch?v=…" />
        </Form.Item>
        <Button htmlType="submit" loading={add.isPending} disabled={full}>
          Add video
        </Button>
      </Form>
      {media.videos.length > 0 && (
        <ul className="contact-media__videos" aria-label="Videos">
          {media.videos.map((video, i) => {
            const embed = videoEmbed(video.url);
            return (
              <li key={video.id}>
                {embed.kind === 'iframe' ? (
                  <div className="contact-media__player">
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
                  <Typography.Text className="contact-media__break">{video.url}</Typography.Text>
                )}
                <Confirm
                  title="Remove this video?"
                  okText="Remove"
                  danger
                  onConfirm={() => remove.mutateAsync(video.id)}
                >
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

function MissingDraft({ failed }: { failed: boolean }) {
  return (
    <Result
      status="warning"
      title={failed ? FAILED_TEXT : 'This contact draft does not exist'}
      subTitle={failed ? undefined : 'Image and video come once the general information is saved: start with step 1.'}
      extra={<Link to={newContactPath()}>Go to step 1: General Information</Link>}
    />
  );
}

function MediaSteps({ id }: { id: number }) {
  const media = usePrivateContactMedia(id);
  const finish = useFinishPrivateContact(id);
  const navigate = useNavigate();

  if (!media.data) {
    if (media.isPending) return <Skeleton active avatar={{ size: 96 }} paragraph={{ rows: 6 }} />;
    return <MissingDraft failed={media.isError} />;
  }
  const done = async () => {
    try {
      const answer = await finish.mutateAsync();
      toast.success(answer.message || ERROR_MESSAGES.SUCCESS);
      navigate(ROUTES.ALL_CONTACTS);
    } catch {
      // The API client has said why.
    }
  };
  return (
    <>
      <AvatarSection id={id} media={media.data} />
      <ImagesSection id={id} media={media.data} />
      <VideosSection id={id} media={media.data} />
      <Flex gap={8} wrap className="contact-media__actions">
        <Button onClick={() => navigate(newContactPath(id))}>Back</Button>
        <Button type="primary" loading={finish.isPending} onClick={() => void done()}>
          Finish
        </Button>
      </Flex>
    </>
  );
}

/**
 * /directory/new-contacts/upload/{id}: step 2 of a private contact, 'Guest image & Embed video'.
 * Reachable only once the draft exists (step 1 made it); otherwise it says so and links to step 1.
 */
export default function ContactMediaPage() {
  const id = idOf(useParams().id);
  return (
    <section>
      <DirectoryTabs />
      <PageHeader title="New contact" actions={<Link to={ROUTES.ALL_CONTACTS}>All contacts</Link>} />
      <ContactSteps current={1} />
      {id === null ? <MissingDraft failed={false} /> : <MediaSteps id={id} />}
    </section>
  );
}
