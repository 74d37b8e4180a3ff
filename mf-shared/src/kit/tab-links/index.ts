// Navigation between a few sibling pages, drawn as tabs (links, not antd's Tabs: no menu or dropdown).
export { TabLinks, type TabLink } from './TabLinks';
