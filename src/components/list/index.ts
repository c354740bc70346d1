export * from './DataList';
export * from './FilterSelect';
export * from './Pager';
export * from './SearchField';
export * from './StatCard';
export * from './StatusChip';
export * from './useListParams';
export * from './usePageParam';
export { visuallyHidden } from './visuallyHidden';
