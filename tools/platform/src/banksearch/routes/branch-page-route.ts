import type { FastifyInstance } from 'fastify';
import { appOrigin, type PlatformConfig } from '../../common/config/platform-config';
import { base64 } from '../../rendering/html';
import { buildPageConfig } from '../../rendering/page-config';
import { renderPage } from '../../rendering/page-layout';
import { shellTags } from '../../rendering/shell-script';
import { bankById } from '../data/banks';
import { allBranches } from '../data/branch-generator';
import { bankPageMain, branchPageMain, chatPageMain } from '../pages/branch-page';

interface Query {
  editMode?: string;
  branch?: string;
}

/**
 * The pages of the banks' sites on the CMS host: `<bank root path>/` lists the bank's branches,
 * `<bank root path>/filialen/<slug>.html` is a branch's page (the URL GET /api/branches/url
 * answers), `<bank root path>/chat.html?branch=<slug>` the chat page a branch's chat link opens.
 * German only, in the site's page layout; unknown banks and branches answer 404.
 */
export function registerBranchPageRoutes(app: FastifyInstance, config: PlatformConfig): void {
  const page = (
    path: string,
    title: string,
    lead: string,
    main: string,
    editMode: boolean,
    nonce: string,
  ) => {
    // The page config names this page, so widgets know which bank's site they are on.
    const pageConfig = {
      ...buildPageConfig(config, 'de', 'banksearch', editMode),
      currentPagePath: base64(path.replace(/\.html$/, '').replace(/\/$/, '')),
    };
    return renderPage({
      language: 'de',
      page: 'banksearch',
      pageConfig,
      shell: shellTags(`${appOrigin(config, 'shell')}/shell.js`, 'defer'),
      main,
      heading: { title, lead },
      nonce,
    });
  };
  const html = 'text/html; charset=utf-8';

  app.get<{ Params: { bank: string; slug: string }; Querystring: Query }>(
    '/banken/:bank/filialen/:slug.html',
    async (request, reply) => {
      const bank = bankById(request.params.bank);
      const path = `/banken/${request.params.bank}/filialen/${request.params.slug}.html`;
      const branch = bank && allBranches().find((candidate) => candidate.contact.website === path);
      if (!bank || !branch) return reply.callNotFound();
      const { street, postalCode, city } = branch.address;
      const body = page(
        path,
        branch.name,
        `${street}, ${postalCode} ${city}`,
        branchPageMain(branch, bank),
        request.query.editMode === 'true',
        request.cspNonce,
      );
      return reply.type(html).header('cache-control', 'no-cache').send(body);
    },
  );

  app.get<{ Params: { bank: string }; Querystring: Query }>(
    '/banken/:bank/chat.html',
    async (request, reply) => {
      const bank = bankById(request.params.bank);
      const slug = request.query.branch ?? '';
      const link = `/banken/${request.params.bank}/chat.html?branch=${encodeURIComponent(slug)}`;
      const branch = bank && allBranches().find((candidate) => candidate.contact.chat === link);
      if (!bank || !branch) return reply.callNotFound();
      const body = page(
        `${bank.rootPath}/chat.html`,
        `Chat mit ${branch.name}`,
        'Persönliche Beratung im Chat, wenn Ihre Bankstelle für Sie da ist.',
        chatPageMain(branch, bank),
        request.query.editMode === 'true',
        request.cspNonce,
      );
      return reply.type(html).header('cache-control', 'no-cache').send(body);
    },
  );

  app.get<{ Params: { bank: string }; Querystring: Query }>(
    '/banken/:bank/',
    async (request, reply) => {
      const bank = bankById(request.params.bank);
      if (!bank) return reply.callNotFound();
      const branches = allBranches().filter((branch) => branch.mainInstitute === bank.id);
      const body = page(
        `${bank.rootPath}/`,
        bank.name,
        'Ihre Bank in der Region: alle Bankstellen mit Adresse und Öffnungszeiten.',
        bankPageMain(bank, branches),
        request.query.editMode === 'true',
        request.cspNonce,
      );
      return reply.type(html).header('cache-control', 'no-cache').send(body);
    },
  );

  app.get<{ Params: { bank: string } }>('/banken/:bank', async (request, reply) =>
    bankById(request.params.bank)
      ? reply.redirect(`/banken/${request.params.bank}/`)
      : reply.callNotFound(),
  );
}
