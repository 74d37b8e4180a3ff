import { Image } from 'antd';
import { Typography } from 'mf-shared/kit/typography';
import { ERROR_MESSAGES } from 'mf-shared';
import { EmptyState } from 'mf-shared/kit/states';
import { imageSrc, videoEmbed } from '../links';
import type { GuestProfile } from '../profile.types';
import './guest-profile.css';

/** The guest's pictures (a grid, previewed large) and videos (players for YouTube and Vimeo, else links). */
export function GuestMediaView({
  guest,
}: {
  guest: Pick<GuestProfile, 'first_name' | 'last_name' | 'images' | 'videos'>;
}) {
  const name = `${guest.first_name} ${guest.last_name}`;
  const images = guest.images.flatMap((img) => {
    const src = imageSrc(img.image);
    return src ? [{ id: img.id, src }] : [];
  });
  const videos = guest.videos.map((v) => ({ id: v.id, url: v.url, embed: videoEmbed(v.url) }));
  if (images.length === 0 && videos.length === 0) return <EmptyState text={ERROR_MESSAGES.NO_RESULT} />;

  return (
    <div className="guest-profile__media">
      {images.length > 0 && (
        <section aria-labelledby="guest-profile-images">
          <Typography.Title level={3} id="guest-profile-images" className="guest-profile__group-title">
            Images
          </Typography.Title>
          <Image.PreviewGroup>
            <ul className="guest-profile__images">
              {images.map((img, i) => (
                <li key={img.id}>
                  <Image src={img.src} alt={`${name}, picture ${i + 1}`} width="100%" />
                </li>
              ))}
            </ul>
          </Image.PreviewGroup>
        </section>
      )}
      {videos.length > 0 && (
        <section aria-labelledby="guest-profile-videos">
          <Typography.Title level={3} id="guest-profile-videos" className="guest-profile__group-title">
            Videos
          </Typography.Title>
          <ul className="guest-profile__videos">
            {videos.map(({ id, url, embed }, i) => (
              <li key={id}>
                {embed.kind === 'iframe' ? (
                  <div className="guest-profile__player">
                    <iframe
                      src={embed.src}
                      title={`${name}, video ${i + 1} (${embed.provider})`}
                      loading="lazy"
                      referrerPolicy="strict-origin-when-cross-origin"
                      allow="encrypted-media; picture-in-picture; fullscreen"
                      allowFullScreen
                    />
                  </div>
                ) : embed.kind === 'link' ? (
                  <a href={embed.href} target="_blank" rel="noopener noreferrer" className="guest-profile__break">
                    Video {i + 1}: {embed.href}
                  </a>
                ) : (
                  <Typography.Text type="secondary" className="guest-profile__break">
                    Video {i + 1}: {url}
                  </Typography.Text>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
