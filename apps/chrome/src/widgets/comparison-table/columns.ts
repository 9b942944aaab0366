/**
 * Product columns side by side: up to 4 (3 when the features have a column of their own), fewer
 * at the breakpoints 1199, 1024, 767 and 575 px.
 */
export function productColumns(viewportWidth: number, descriptionColumn: boolean): number {
  let columns: number;
  if (viewportWidth > 1199) columns = 4;
  else if (viewportWidth > 1024) columns = 3;
  else if (viewportWidth > 767) columns = 3;
  else if (viewportWidth > 575) columns = 2;
  else columns = 1;
  const withDescription = descriptionColumn && viewportWidth > 575 ? columns - 1 : columns;
  return Math.max(1, withDescription);
}
