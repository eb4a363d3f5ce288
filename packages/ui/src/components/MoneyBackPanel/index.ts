export { MoneyBackPanel, type MoneyBackPanelProps } from './MoneyBackPanel';
