import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appOrigin, type PlatformConfig } from '../../common/config/platform-config';
import { base64 } from '../../rendering/html';
import { buildPageConfig } from '../../rendering/page-config';
import { renderPage } from '../../rendering/page-layout';
import { shellTags } from '../../rendering/shell-script';
import { findIndex } from '../data/indices';
import { MARKET_PAGES_BASE } from '../data/market-urls';
import { searchMarket } from '../data/search';
import { findSymbol, type SymbolKind } from '../data/symbols';
import { indexPageMain, searchPageMain, symbolPageMain } from '../pages/detail-pages';
import { marketNow } from './market-routes';

interface Query {
  editMode?: string;
  searchTerm?: string;
}

const FOLDERS: Record<string, SymbolKind> = { aktien: 'share', fonds: 'fund' };

/**
 * The pages the market data links to, on the CMS host in the site's layout (German, as the
 * bank's market data provider writes them): `/marktdaten/aktien/<ISIN>.html`,
 * `/marktdaten/fonds/<ISIN>.html`, `/marktdaten/indizes/<symbol>.html` and the search result
 * page `/marktdaten/suche.html?searchTerm=`. Unknown ones answer 404.
 */
export function registerMarketPageRoutes(app: FastifyInstance, config: PlatformConfig): void {
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    heading: { title: string; lead: string },
    main: string,
    editMode: boolean,
  ) => {
    const pageConfig = {
      ...buildPageConfig(config, 'de', 'market', editMode),
      currentPagePath: base64(path.replace(/\.html$/, '')),
    };
    const body = renderPage({
      language: 'de',
      page: 'market',
      pageConfig,
      shell: shellTags(`${appOrigin(config, 'shell')}/shell.js`, 'defer'),
      main,
      heading,
      path,
      // The page's scripts carry the response's CSP nonce, or the browser refuses the shell.
      nonce: request.cspNonce,
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  };

  app.get<{ Params: { folder: string; isin: string }; Querystring: Query }>(
    `${MARKET_PAGES_BASE}/:folder/:isin.html`,
    async (request, reply) => {
      const { folder, isin } = request.params;
      const editMode = request.query.editMode === 'true';
      const path = `${MARKET_PAGES_BASE}/${folder}/${isin}.html`;
      if (folder === 'indizes') {
        const index = findIndex(isin.toUpperCase());
        if (!index || isin !== isin.toLowerCase()) return reply.callNotFound();
        const lead = `Index · ${index.longName}`;
        return send(
          request,
          reply,
          path,
          { title: index.name, lead },
          indexPageMain(
            index,
            marketNow(request, () => config.now()),
          ),
          editMode,
        );
      }
      const symbol = findSymbol(isin);
      if (!symbol || FOLDERS[folder] !== symbol.kind) return reply.callNotFound();
      const lead = `${symbol.kind === 'fund' ? 'Fonds' : 'Aktie'} · ISIN ${symbol.isin} · ${symbol.ticker}`;
      return send(
        request,
        reply,
        path,
        { title: symbol.name, lead },
        symbolPageMain(
          symbol,
          marketNow(request, () => config.now()),
        ),
        editMode,
      );
    },
  );

  app.get<{ Querystring: Query }>(`${MARKET_PAGES_BASE}/suche.html`, async (request, reply) => {
    const term = (request.query.searchTerm ?? '').trim();
    if (term === '') return reply.code(400).send({ message: 'searchTerm must not be empty.' });
    return send(
      request,
      reply,
      `${MARKET_PAGES_BASE}/suche.html`,
      { title: `Suche nach „${term}“`, lead: 'Aktien, Fonds und Indizes' },
      searchPageMain(term, searchMarket(term, 'de')),
      request.query.editMode === 'true',
    );
  });
}
