import { Flex, Rate, Typography } from 'antd';
import { LIMITS } from 'mf-shared';
import './guest-profile.css';

/** A rating of 0.5 to 5 as stars in half steps, with the number written out. */
export function GuestRating({ rating }: { rating: number }) {
  // Shown in the spec's half steps whatever the stored value.
  const value = Math.round(rating / LIMITS.RATING_STEP) * LIMITS.RATING_STEP;
  return (
    <Flex align="center" gap={8} wrap className="guest-profile__rating">
      <span role="img" aria-label={`Rated ${value} out of 5`}>
        <Rate disabled allowHalf value={value} aria-hidden />
      </span>
      <Typography.Text type="secondary" aria-hidden>
        {value} / 5
      </Typography.Text>
    </Flex>
  );
}
