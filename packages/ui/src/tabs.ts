export { type TabItem, Tabs, type TabsProps } from './tabs/tabs';
export { type TabsKeyAction, tabsKeyAction } from './tabs/tabs-keyboard';
export {
  type CheckedTabItems,
  checkTabItems,
  resolveSelectedKey,
  type TabKeyed,
} from './tabs/tabs-selection';
