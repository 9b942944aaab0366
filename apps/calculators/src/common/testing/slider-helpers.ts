import { fireEvent, screen } from '@testing-library/react';

export const slider = (name: string) => screen.getByRole('slider', { name });

/** The value shown beside a result label. */
export const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling;

/** Drags a slider to a value and lets go, as a pointer user would. */
export function moveSlider(name: string, value: number) {
  fireEvent.pointerDown(slider(name));
  fireEvent.change(slider(name), { target: { value: String(value) } });
  fireEvent.pointerUp(slider(name));
}
