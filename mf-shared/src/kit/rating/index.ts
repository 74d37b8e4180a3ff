// A rating shown, not chosen: five stars filled to the value (antd's Rate is for input).
export { RatingStars } from './RatingStars';
