import { useState } from 'react';
import './plain.css';

export interface AvatarProps {
  src?: string | null;
  /** The person's name: the picture's text alternative and, without a picture, its initials. */
  name: string;
  size?: number;
  /** The picture's text alternative when not the name alone ("Photo of Ada Lim"). */
  alt?: string;
  /** A picture beside the person's name says nothing more: hidden from screen readers. */
  decorative?: boolean;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** A round picture of a person, or their initials when there is none or it fails to load. */
export function Avatar({ src, name, size = 32, alt, decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (src && !failed)
    return (
      <img
        className="pp-avatar"
        src={src}
        alt={decorative ? '' : (alt ?? name)}
        width={size}
        height={size}
        loading="lazy"
        style={style}
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className="pp-avatar pp-avatar--initials" style={style} aria-hidden={decorative || undefined}>
      {initialsOf(name)}
    </span>
  );
}
