// Headings and text in antd Typography's look, as plain elements (see Typography.tsx for why).
export { Typography, type TextProps, type TitleProps } from './Typography';
