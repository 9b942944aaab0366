import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetClubSessionForTests } from '@ctb/shared/testing';
import { startPlatform } from '@ctb/test-support';
import { DiscountPage } from './discount-page';
import {
  CODE_URL,
  config,
  detail,
  detailHandler,
  storeMember,
} from './testing/discount-page-fixtures';
import { renderWidget } from './testing/render-widget';

const platform = startPlatform();

beforeEach(() => {
  sessionStorage.clear();
  resetClubSessionForTests();
  window.history.replaceState(null, '', '/de/club.html?cd-id=cb-0008');
});

async function openDetail() {
  renderWidget(<DiscountPage config={config} />);
  return screen.findByRole('heading', { name: 'Sport Huber: 20 % auf Skiausrüstung' });
}

describe('the detail view', () => {
  it('shows the discount with its facts, the sanitised text and the pictures from the media path', async () => {
    platform.use(detailHandler(detail()));
    const heading = await openDetail();
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Gültig bis 31.05.2027')).toBeInTheDocument();
    expect(screen.getByText('Einmal einlösbar')).toBeInTheDocument();
    expect(screen.getByText('Nur mit Clubkarte')).toBeInTheDocument();
    expect(screen.getByText('Clubvorteil').tagName).toBe('STRONG');
    expect(document.body.querySelector('[onerror], script')).toBeNull();
    const picture = document.querySelector('picture')!;
    expect(picture.querySelector('source')).toHaveAttribute(
      'srcset',
      '/cachableservlets/club/media?reductionId=cb-0008&mediaId=cb-0008-header-lg',
    );
    expect(picture.querySelector('img')).toHaveAttribute(
      'src',
      '/cachableservlets/club/media?reductionId=cb-0008&mediaId=cb-0008-header-sm',
    );
    expect(screen.getByRole('link', { name: /Website des Partners/ })).toHaveAttribute(
      'href',
      'https://www.sport-huber.example.at/',
    );
  });

  it('says "Unbegrenzt gültig" without a validity date', async () => {
    platform.use(detailHandler(detail({ validTo: null })));
    await openDetail();
    expect(screen.getByText('Unbegrenzt gültig')).toBeInTheDocument();
  });

  it('reads the old variant: partner as title, pictures as objects, the text from the contents search', async () => {
    const { title: _title, detailText: _text, ...rest } = detail();
    platform.use(
      detailHandler({
        ...rest,
        partner: 'Sport Huber: 20 % auf Skiausrüstung',
        headerPicture: { mediaId: 'cb-0008-header-sm' },
        headerPictureLarge: { mediaId: 'cb-0008-header-lg' },
        validTo: '',
        clubCard: 'false',
        showMap: 'false',
      }),
      http.get('*/cachableservlets/club/contents.json', () =>
        HttpResponse.json({
          documents: [{ voucherId: 'cb-0008', detailText: '<p>Alter Text</p>' }],
        }),
      ),
    );
    await openDetail();
    expect(screen.getByText('Alter Text')).toBeInTheDocument();
    expect(screen.getByText('Unbegrenzt gültig')).toBeInTheDocument();
    expect(screen.queryByText('Nur mit Clubkarte')).toBeNull();
  });

  it('shows the technical error for a malformed answer and "no longer available" for 404', async () => {
    platform.use(detailHandler({ voucherId: 'cb-0008' }));
    renderWidget(<DiscountPage config={config} />);
    expect(
      await screen.findByRole('heading', {
        name: 'Leider ist ein technischer Fehler aufgetreten.',
      }),
    ).toHaveFocus();
  });

  it('says when the discount no longer exists', async () => {
    platform.use(detailHandler({ message: 'gone' }, 404));
    renderWidget(<DiscountPage config={config} />);
    expect(
      await screen.findByRole('heading', { name: 'Diesen Vorteil gibt es nicht mehr.' }),
    ).toBeInTheDocument();
  });

  it('offers the login for the promo code while nobody is logged in', async () => {
    platform.use(detailHandler(detail()));
    await openDetail();
    expect(
      screen.getByRole('button', { name: 'Anmelden und Promocode erhalten' }),
    ).toBeInTheDocument();
  });

  it('shows the address with a button to load the map before consent to maps', async () => {
    platform.use(detailHandler(detail()));
    await openDetail();
    expect(screen.getByText('Hauptplatz 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Karte anzeigen' })).toBeInTheDocument();
  });
});

describe('promo codes for a member', () => {
  async function generate() {
    await openDetail();
    await userEvent.click(screen.getByRole('button', { name: 'Promocode erzeugen' }));
  }

  it('generates a code with the member token by POST, copies it and announces the copy', async () => {
    storeMember();
    let authorization: string | null = null;
    platform.use(
      detailHandler(detail()),
      http.post(CODE_URL, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({
          isMember: true,
          code: 'ABCD-EFGH',
          previousCode: null,
          alreadyGenerated: false,
        });
      }),
    );
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await generate();
    expect(await screen.findByText('ABCD-EFGH')).toBeInTheDocument();
    expect(authorization).toBe('Bearer member-token');
    await user.click(screen.getByRole('button', { name: 'Code kopieren' }));
    expect(writeText).toHaveBeenCalledWith('ABCD-EFGH');
    expect(
      await screen.findByText('Der Code ABCD-EFGH wurde in die Zwischenablage kopiert.'),
    ).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('ctb.promocode') ?? '{}')['cb-0008'].code).toBe(
      'ABCD-EFGH',
    );
  });

  it('on 409 says none are available and fetches the default code by GET', async () => {
    storeMember();
    platform.use(
      detailHandler(detail()),
      http.post(CODE_URL, () => HttpResponse.json({ message: 'none left' }, { status: 409 })),
      http.get(CODE_URL, () => HttpResponse.json({ isMember: true, code: 'CLUB008' })),
    );
    await generate();
    expect(
      await screen.findByText(
        'Zur Zeit stehen keine Promocodes mehr zur Verfügung. Bitte versuche es später noch einmal.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('CLUB008')).toBeInTheDocument();
  });

  it('on 404 does the same', async () => {
    storeMember();
    platform.use(
      detailHandler(detail()),
      http.post(CODE_URL, () => HttpResponse.json({ message: 'no pool' }, { status: 404 })),
      http.get(CODE_URL, () => HttpResponse.json({ isMember: true, code: 'CLUB008' })),
    );
    await generate();
    expect(await screen.findByText('CLUB008')).toBeInTheDocument();
  });

  it('says an einmalig code was generated already and is usable once', async () => {
    storeMember();
    platform.use(
      detailHandler(detail()),
      http.post(CODE_URL, () =>
        HttpResponse.json({
          isMember: true,
          code: 'ABCD-EFGH',
          previousCode: null,
          alreadyGenerated: true,
        }),
      ),
    );
    await generate();
    expect(
      await screen.findByText(
        'Sie haben Ihren Promocode für diesen Vorteil bereits erzeugt. Er ist nur einmal einlösbar.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Promocode erzeugen/ })).toBeNull();
  });

  it('shows the new and the previous code of an unbegrenzt benefit and offers a new one', async () => {
    storeMember();
    const codes = ['CODE-0001', 'CODE-0002'];
    platform.use(
      detailHandler(detail({ redeemable: 'unbegrenzt' })),
      http.post(CODE_URL, () => {
        const code = codes.shift();
        return HttpResponse.json({
          isMember: true,
          code,
          previousCode: code === 'CODE-0002' ? 'CODE-0001' : null,
        });
      }),
    );
    await generate();
    await screen.findByText('CODE-0001');
    await userEvent.click(screen.getByRole('button', { name: 'Neuen Promocode erzeugen' }));
    expect(await screen.findByText('CODE-0002')).toBeInTheDocument();
    expect(screen.getByText('Ihr vorheriger Code: CODE-0001')).toBeInTheDocument();
  });

  it('generates by GET when configured so', async () => {
    storeMember();
    let method = '';
    platform.use(
      detailHandler(detail()),
      http.get(CODE_URL, ({ request }) => {
        method = request.method;
        return HttpResponse.json({ isMember: true, code: 'CLUB008' });
      }),
    );
    renderWidget(<DiscountPage config={{ ...config, promoCodeMethod: 'GET' }} />);
    await screen.findByRole('heading', { name: 'Sport Huber: 20 % auf Skiausrüstung' });
    await userEvent.click(screen.getByRole('button', { name: 'Promocode erzeugen' }));
    await screen.findByText('CLUB008');
    expect(method).toBe('GET');
  });

  it('tells a non-member the promo code is for members only', async () => {
    storeMember({ clubMember: false });
    platform.use(
      detailHandler(detail()),
      http.post(CODE_URL, () => HttpResponse.json({ isMember: false })),
    );
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Promocodes können nur Mitglieder des Jugendclubs erzeugen.',
    );
  });

  it('tells a member over 24 that a club-only benefit is not for them', async () => {
    storeMember();
    platform.use(
      detailHandler(detail({ clubOnly: true })),
      http.post(CODE_URL, () => HttpResponse.json({ reason: 'AGE_LIMIT' }, { status: 403 })),
    );
    await generate();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Vorteil ist nur für Clubmitglieder bis 24 Jahre.',
    );
  });

  it('ends the loading with the technical error on any other failure', async () => {
    storeMember();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    platform.use(
      detailHandler(detail()),
      http.post(CODE_URL, () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    await generate();
    expect(
      await screen.findByText('Leider ist ein technischer Fehler aufgetreten.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Einen Moment bitte …')).toBeNull();
    expect(String(error.mock.calls)).not.toContain('member-token');
    error.mockRestore();
  });

  it('logs out and asks for a new login when the token is refused', async () => {
    storeMember();
    platform.use(
      detailHandler(detail()),
      http.post(CODE_URL, () => HttpResponse.json({ message: 'x' }, { status: 401 })),
    );
    await generate();
    expect(
      await screen.findByText('Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('ctb.clubMember')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Anmelden und Promocode erhalten' }),
    ).toBeInTheDocument();
  });
});

describe('shop links', () => {
  const link = () =>
    detail({
      benefitType: 'Link',
      url: 'https://www.sport-huber.example.at/club?vorteil=cb-0008',
      urlDescription: 'Über diesen Link …',
    });

  it('reads the membership and shows the link', async () => {
    storeMember();
    platform.use(
      detailHandler(link()),
      http.get('*/cachableservlets/club/membership.json', () =>
        HttpResponse.json({ isMember: true, eligible: true }),
      ),
    );
    await openDetail();
    await userEvent.click(screen.getByRole('button', { name: 'Shop-Link anzeigen' }));
    const open = await screen.findByRole('link', { name: /Vorteil im Shop einlösen/ });
    expect(open).toHaveAttribute('href', 'https://www.sport-huber.example.at/club?vorteil=cb-0008');
  });

  it('tells a non-member the shop link is for members only', async () => {
    storeMember({ clubMember: false });
    platform.use(
      detailHandler(link()),
      http.get('*/cachableservlets/club/membership.json', () =>
        HttpResponse.json({ isMember: false, eligible: false }),
      ),
    );
    await openDetail();
    await userEvent.click(screen.getByRole('button', { name: 'Shop-Link anzeigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Den Shop-Link erhalten nur Mitglieder des Jugendclubs.',
    );
  });

  it('drops a link that is not https and shows the technical error', async () => {
    storeMember();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    platform.use(
      detailHandler(detail({ benefitType: 'Link', url: 'javascript:alert(1)', shopUrl: '' })),
      http.get('*/cachableservlets/club/membership.json', () =>
        HttpResponse.json({ isMember: true, eligible: true }),
      ),
    );
    await openDetail();
    await userEvent.click(screen.getByRole('button', { name: 'Shop-Link anzeigen' }));
    expect(
      await screen.findByText('Leider ist ein technischer Fehler aufgetreten.'),
    ).toBeInTheDocument();
    expect(within(document.body).queryByRole('link', { name: /Vorteil im Shop/ })).toBeNull();
    warn.mockRestore();
    error.mockRestore();
  });
});

it('keeps the session code when the same discount is opened again', async () => {
  storeMember();
  sessionStorage.setItem(
    'ctb.promocode',
    JSON.stringify({
      'cb-0008': {
        code: 'KEPT-CODE',
        previousCode: null,
        alreadyGenerated: false,
        fallback: false,
      },
    }),
  );
  platform.use(detailHandler(detail()));
  await openDetail();
  expect(screen.getByText('KEPT-CODE')).toBeInTheDocument();
});
