export { POPOVER_ID_PREFIX, Popover, type PopoverProps } from './popover';
