export { Tabs, TabList, Tab, TabPanel, tabsOrientations } from './Tabs.tsx';
export type { TabsProps, TabListProps, TabProps, TabPanelProps } from './Tabs.tsx';
