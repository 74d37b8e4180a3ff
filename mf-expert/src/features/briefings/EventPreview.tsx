import dayjs from 'dayjs';
import { Typography } from 'mf-shared/kit/typography';
import { useEffect, useMemo } from 'react';
import { formatDateRange } from 'mf-shared';
import type { EventDetails } from 'mf-shared/entities/event';
import { Tag } from 'mf-shared/kit/plain';
import { sanitizeHtml } from 'mf-shared/kit/sanitize';
import type { EventFormValues } from './EventFormPage';

/** Addresses for files still in the browser, released when the preview closes. */
function useFileUrls(files: File[]) {
  const urls = useMemo(
    () => (typeof URL.createObjectURL === 'function' ? files.map((f) => URL.createObjectURL(f)) : []),
    [files],
  );
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/** An mp4 (the only video kind uploads take) plays as a video, as on the public page. */
const isVideoFile = (file: File) => file.type.startsWith('video/') || /\.mp4$/i.test(file.name);
const isVideoUrl = (url: string) => /\.mp4$/i.test(url.split(/[?#]/)[0]);

/** The public event page as it will read, from the form's values (nothing is sent). */
export function EventPreview({
  values,
  stored,
  guestNames,
}: {
  values: EventFormValues;
  stored?: EventDetails;
  guestNames: string[];
}) {
  const header = values.header_image.file;
  const newFiles = values.medias;
  const headerFiles = useMemo(() => (header ? [header] : []), [header]);
  const [headerUrl] = useFileUrls(headerFiles);
  const galleryUrls = useFileUrls(newFiles);
  const headerSrc = header ? headerUrl : values.header_image.keepStored ? stored?.header_image : null;
  const headerIsVideo = header
    ? isVideoFile(header)
    : stored?.header_image_type
      ? stored.header_image_type === 'video'
      : !!headerSrc && isVideoUrl(headerSrc);
  const media = [
    ...(stored?.medias ?? [])
      .filter((m) => m.id && values.keep_medias?.includes(m.id))
      .map((m) => ({ src: m.file, video: m.type === 'video' })),
    ...galleryUrls.map((src, i) => ({ src, video: isVideoFile(newFiles[i]) })),
  ];
  const gallery = media.filter((m) => !m.video).map((m) => m.src);
  const videos = media.filter((m) => m.video).map((m) => m.src);
  const when = values.all_day
    ? 'All Day'
    : [values.start_time, values.end_time]
        .filter(Boolean)
        .map((t) => dayjs(`2000-01-01T${t}`).format('hh:mm A'))
        .join(' - ');
  const day = (d: string) => (d ? dayjs(d).toDate() : undefined);
  return (
    <article aria-label="Preview">
      <Typography.Title level={2}>{values.heading || 'Heading'}</Typography.Title>
      {headerSrc &&
        (headerIsVideo ? (
          <video src={headerSrc} controls muted playsInline preload="metadata" style={{ maxWidth: '100%' }} />
        ) : (
          <img src={headerSrc} alt="" style={{ maxWidth: '100%', height: 'auto' }} />
        ))}
      <p>
        {formatDateRange(day(values.start_date), day(values.end_date))} · {when} ({values.time_zone})
      </p>
      {values.location && <p>Venue: {values.location}</p>}
      {values.organised_by && <p>Organised by: {values.organised_by}</p>}
      <Typography.Title level={3}>About the Event</Typography.Title>
      <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(values.description ?? '') }} />
      {gallery.length > 0 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }} aria-label="Gallery">
          {gallery.map((src) => (
            <img key={src} src={src} width={160} height={90} style={{ objectFit: 'cover' }} alt="" />
          ))}
        </div>
      )}
      {videos.map((src) => (
        <video key={src} src={src} controls width={320} />
      ))}
      {guestNames.length > 0 && (
        <>
          <Typography.Title level={3}>Experts</Typography.Title>
          <ul>
            {guestNames.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </>
      )}
      {values.industries?.length > 0 && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {values.industries.map((i) => (
            <Tag key={i}>{i}</Tag>
          ))}
        </div>
      )}
    </article>
  );
}
