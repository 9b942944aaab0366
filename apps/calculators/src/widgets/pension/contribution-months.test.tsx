import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { differenceInMonths } from 'date-fns';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import type { PensionRequest } from './api';
import { PensionCalculator } from './pension-calculator';
import {
  fillValidForm,
  pensionConfig,
  pensionHandler,
  submitForm,
  textbox,
} from './testing/pension-fixtures';

const platform = startPlatform();
const months = () => textbox('Beitragsmonate');
const monthsSince = (year: number, monthIndex: number) =>
  differenceInMonths(new Date(), new Date(year, monthIndex, 1));

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

function renderCalculator() {
  const requests: PensionRequest[] = [];
  platform.use(pensionHandler(requests));
  renderWidget(<PensionCalculator config={pensionConfig} />);
  return { requests, user: userEvent.setup() };
}

async function replaceText(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.type(field, text);
  await user.tab();
}

describe('Pension contribution months', () => {
  it('follow the work start with all months worked while the visitor has typed none', async () => {
    const { user } = renderCalculator();
    await fillValidForm(user);
    expect(months()).toHaveValue(String(monthsSince(1998, 8)));
    await replaceText(user, textbox('Berufstätig seit'), '01.01.2010');
    expect(months()).toHaveValue(String(monthsSince(2010, 0)));
  });

  it('keeps the number the visitor typed after sending and changing the details', async () => {
    const { requests, user } = renderCalculator();
    await fillValidForm(user);
    await replaceText(user, months(), '200');
    await submitForm(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.numberOfMonths).toBe(200);

    await user.click(await screen.findByRole('button', { name: 'Angaben ändern' }));
    expect(months()).toHaveValue('200');
    await submitForm(user);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.numberOfMonths).toBe(200);
  });

  it('keeps a typed number when a later work start leaves fewer months, and says it is too many', async () => {
    const { requests, user } = renderCalculator();
    await fillValidForm(user);
    await replaceText(user, months(), '300');
    await replaceText(user, textbox('Berufstätig seit'), '01.01.2010');

    expect(months()).toHaveValue('300');
    const message = `Die Anzahl der Monate muss größer als 0 und kleiner als ${monthsSince(2010, 0)} sein.`;
    await waitFor(() => expect(months()).toHaveAccessibleDescription(message));
    await submitForm(user);
    expect(months()).toHaveAccessibleDescription(message);
    expect(requests).toHaveLength(0);
  });
});
