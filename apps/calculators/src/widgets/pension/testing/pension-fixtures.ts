import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PAAS } from '@ctb/test-support';
import type { PensionRequest } from '../api';
import type { PensionConfig } from '../config-schema';

export const pensionConfig: PensionConfig = {
  serviceUrl: '/api/calculators/pension',
  infoUrl: '/de/pension/info.html',
  appointmentUrl: '/de/pension/termin',
};

export const PENSION_URL = `${PAAS}/api/calculators/pension`;

export function pensionAnswer(overrides: Record<string, unknown> = {}) {
  return {
    lastNetIncome: 2500,
    netRetirement: 1830.4,
    netGap: -669.6,
    calculatedSuccesful: true,
    serviceErrorMessage: null,
    ...overrides,
  };
}

export function pensionHandler(requests: PensionRequest[], answer = () => pensionAnswer()) {
  return http.post(PENSION_URL, async ({ request }) => {
    requests.push((await request.json()) as PensionRequest);
    return HttpResponse.json(answer());
  });
}

export const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

/** Fills the form as an employee born 15.03.1980, working since 01.09.1998, 2.500 € net. */
export async function fillValidForm(user = userEvent.setup()) {
  await user.type(textbox('Geburtsdatum'), '15.03.1980');
  await user.type(textbox('Berufstätig seit'), '01.09.1998');
  await user.type(textbox('Monatliches Nettoeinkommen'), '2500');
  return user;
}

export async function submitForm(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Pension berechnen' }));
}
