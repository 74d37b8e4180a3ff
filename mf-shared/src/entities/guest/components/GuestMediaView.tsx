import { ERROR_MESSAGES } from 'mf-shared';
import { Gallery } from 'mf-shared/kit/lightbox';
import { EmptyState } from 'mf-shared/kit/states';
import { imageSrc, videoEmbed } from '../links';
import type { GuestProfile } from '../profile.types';
import './guest-profile.css';

/**
 * The guest's pictures (a grid, each opening the kit's lightbox) and videos (players for YouTube and
 * Vimeo, else links). Plain: the media tab loads no antd (issue 25).
 */
export function GuestMediaView({
  guest,
}: {
  guest: Pick<GuestProfile, 'first_name' | 'last_name' | 'images' | 'videos'>;
}) {
  const name = `${guest.first_name} ${guest.last_name}`;
  const images = guest.images.flatMap((img) => {
    const src = imageSrc(img.image);
    return src ? [src] : [];
  });
  const videos = guest.videos.map((v) => ({ id: v.id, url: v.url, embed: videoEmbed(v.url) }));
  if (images.length === 0 && videos.length === 0) return <EmptyState text={ERROR_MESSAGES.NO_RESULT} />;

  return (
    <div className="guest-profile__media">
      {images.length > 0 && (
        <section aria-labelledby="guest-profile-images">
          <h3 id="guest-profile-images" className="guest-profile__group-title">
            Images
          </h3>
          <Gallery images={images} subject={name} className="guest-profile__images" />
        </section>
      )}
      {videos.length > 0 && (
        <section aria-labelledby="guest-profile-videos">
          <h3 id="guest-profile-videos" className="guest-profile__group-title">
            Videos
          </h3>
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
                  <span className="guest-profile__break guest-profile__muted">
                    Video {i + 1}: {url}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
