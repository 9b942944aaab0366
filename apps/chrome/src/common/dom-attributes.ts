// The CMS's elements around a widget are the page's, not React's: these write their attributes.

export function setHidden(element: HTMLElement | null | undefined, hidden: boolean): void {
  if (element) element.hidden = hidden;
}

export function setDataAttribute(element: HTMLElement, name: string, value: string | null): void {
  if (value === null) delete element.dataset[name];
  else element.dataset[name] = value;
}
