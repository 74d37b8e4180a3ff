// A rating shown (five stars filled to the value) and a rating chosen (a half-step slider beside
// its stars), both without antd's Rate.
export { RatingInput, type RatingInputProps } from './RatingInput';
export { RatingStars } from './RatingStars';
