// A bordered box with a title line (antd's card look, without antd's Card).
export { Panel, type PanelProps } from './Panel';
