/**
 * The HR pool tabs, the one piece of this feature that the other HR pool pages (DLT candidates,
 * old worker contracts) show above their own content: their public entry, so those features do
 * not reach into this one's components.
 */
export { HrPoolTabs, type HrPoolTabId } from './components/hr-pool-tabs';
