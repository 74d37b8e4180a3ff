// Plain components for what a workspace page shows on first load: buttons, tags, avatars and a
// spinner without antd, so a page whose forms load later carries none of antd at start (issue 25).
export { Avatar, type AvatarProps } from './Avatar';
export { Button, type ButtonProps } from './Button';
export { Facts, type Fact, type FactsProps } from './Facts';
export { Notice, type NoticeProps } from './Notice';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { Segmented, type SegmentedProps } from './Segmented';
export { Spinner } from './Spinner';
export { Steps, type StepsProps } from './Steps';
export { Switch, type SwitchProps } from './Switch';
export { Tag, type TagColor } from './Tag';
export { useMediaQuery } from './useMediaQuery';
