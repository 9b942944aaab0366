// @ctb/shared/dialogs: the modal dialog and the popover (focus-trap-react), and the page scroll lock
// they hold while open (for an app's own overlay, such as the chrome's mobile menu).
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export { Modal, type ModalProps } from '../modal';
export { Popover, POPOVER_ID_PREFIX, type PopoverProps } from '../popover';
export { usePageScrollLock } from '../dialog/page-scroll-lock';
