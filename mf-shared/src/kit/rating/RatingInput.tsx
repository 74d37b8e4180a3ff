import type { Ref } from 'react';
import type { ControlProps } from '../fields';
import { RatingStars } from './RatingStars';
import './rating.css';

export interface RatingInputProps extends ControlProps {
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** The slider, for the form to move focus to it when its rule is broken. */
  inputRef?: Ref<HTMLInputElement>;
  min?: number;
  max?: number;
  step?: number;
}

/**
 * A rating chosen in half steps (0.5 to 5): the browser's own slider, so arrows, Home and End and a
 * phone's drag work and a screen reader hears "4.5 of 5"; the stars beside it show the value.
 * antd's Rate loads antd's form parts with it (issue 25).
 */
export function RatingInput({
  value,
  onChange,
  onBlur,
  inputRef,
  min = 0.5,
  max = 5,
  step = 0.5,
  ...control
}: RatingInputProps) {
  const words = value ? `${value} of ${max}` : 'Not rated';
  return (
    <div className="pp-rating-input">
      <input
        {...control}
        ref={inputRef}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value ?? min}
        aria-valuetext={words}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
      />
      <RatingStars value={value ?? 0} className="pp-rating-input__stars" />
      <span className="pp-rating-input__words">{words}</span>
    </div>
  );
}
