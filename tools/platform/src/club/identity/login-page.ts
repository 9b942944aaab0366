import { loginTexts, type LoginLanguage } from './login-texts';
import type { TestUser } from './test-users';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export interface LoginPageModel {
  language: LoginLanguage;
  /** the interaction's form target, e.g. /interaction/<uid>/login */
  action: string;
  cancelAction: string;
  /** what the person typed before a failed attempt (never the password) */
  username?: string;
  error?: 'wrongCredentials' | 'missingCredentials';
  users: (TestUser & { age: number })[];
  password: string;
}

/**
 * The identity provider's login page: no script at all (its CSP allows none), the stylesheet
 * from its own origin, labelled fields, the error announced and focused (autofocus) after a
 * failed attempt, the username kept.
 */
export function loginPageHtml(model: LoginPageModel): string {
  const t = loginTexts(model.language);
  const error = model.error ? t[model.error] : undefined;
  const userRows = model.users
    .map((user) => {
      const role = user.clubMember ? t.member : t.nonMember;
      const age = t.age.replace('{age}', String(user.age));
      return `<li><code>${escapeHtml(user.username)}</code> – ${escapeHtml(user.givenName)} ${escapeHtml(user.familyName)}, ${escapeHtml(role)}, ${escapeHtml(age)}</li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="${model.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(error ? `${t.errorHeading} – ${t.title}` : t.title)} – Regionalbank</title>
<link rel="icon" href="/assets/idp-icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/login.css">
</head>
<body>
<header class="bar"><div class="bar-inner"><span class="logo" aria-hidden="true">R</span><span class="brand">Regionalbank</span><span class="lock">${escapeHtml(t.secureNote)}</span></div></header>
<main class="main">
<div class="card">
<h1>${escapeHtml(t.title)}</h1>
<p class="intro">${escapeHtml(t.intro)}</p>
${
  error
    ? `<div class="error" role="alert" tabindex="-1" id="login-error" autofocus><h2>${escapeHtml(t.errorHeading)}</h2><p>${escapeHtml(error)}</p></div>`
    : ''
}
<form method="post" action="${escapeHtml(model.action)}" novalidate>
<div class="field">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required aria-describedby="username-hint" value="${escapeHtml(model.username ?? '')}"${error ? ' aria-invalid="true"' : ' autofocus'}>
<p class="hint" id="username-hint">${escapeHtml(t.usernameHint)}</p>
</div>
<div class="field">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${error ? ' aria-invalid="true"' : ''}>
</div>
<button class="primary" type="submit">${escapeHtml(t.submit)}</button>
</form>
<form method="post" action="${escapeHtml(model.cancelAction)}" class="cancel"><button class="secondary" type="submit">${escapeHtml(t.cancel)}</button></form>
</div>
<aside class="demo" aria-labelledby="demo-heading">
<h2 id="demo-heading">${escapeHtml(t.testAccounts)}</h2>
<ul>${userRows}</ul>
<p>${escapeHtml(t.testAccountsNote.replace('{password}', model.password))}</p>
</aside>
</main>
<footer class="footer">${escapeHtml(t.footer)}</footer>
</body>
</html>`;
}

export const LOGIN_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:'Source Sans 3','Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#1f2933;background:#f3f5f7;line-height:1.5}
.bar{background:#00427a;color:#fff}
.bar-inner{max-width:60rem;margin:0 auto;padding:.75rem 1rem;display:flex;align-items:center;gap:.75rem;flex-wrap:wrap}
.logo{display:inline-grid;place-items:center;width:2.25rem;height:2.25rem;border-radius:8px;background:#fff;color:#00427a;font-weight:700;font-size:1.25rem}
.brand{font-weight:700;font-size:1.25rem;letter-spacing:.02em}
.lock{margin-left:auto;font-size:.875rem}
.main{max-width:60rem;margin:0 auto;padding:2rem 1rem;display:grid;gap:1.5rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:768px){.main{grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:start;padding-top:3rem}}
.card{background:#fff;border-radius:12px;box-shadow:0 4px 12px rgb(0 20 40 / 14%);padding:1.5rem}
@media (min-width:576px){.card{padding:2rem}}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 .5rem;color:#00427a}
h2{font-size:1.125rem;margin:0 0 .5rem}
.intro{margin:0 0 1.5rem;color:#4d5965}
.field{margin-bottom:1.25rem}
label{display:block;font-weight:700;margin-bottom:.25rem}
input{width:100%;font:inherit;padding:.75rem;border:1px solid #8a949e;border-radius:4px;background:#fff;color:#1f2933}
input[aria-invalid=true]{border-color:#b3261e;border-width:2px}
input:focus,button:focus,.error:focus{outline:3px solid #005fcc;outline-offset:2px}
.hint{margin:.25rem 0 0;font-size:.875rem;color:#4d5965}
button{font:inherit;font-weight:700;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer;width:100%}
.primary{background:#00427a;color:#fff;border:2px solid #00427a}
.primary:hover{background:#003262}
.secondary{background:#fff;color:#00427a;border:2px solid #00427a;margin-top:.75rem}
.cancel{margin:0}
.error{background:#fdecea;color:#b3261e;border-left:4px solid #b3261e;padding:.75rem 1rem;border-radius:4px;margin-bottom:1.25rem}
.error h2{font-size:1rem;margin:0}
.error p{margin:0}
.demo{background:#fff4e0;color:#1f2933;border-radius:12px;padding:1.25rem 1.5rem;font-size:.9375rem}
.demo h2{color:#7a4f00}
.demo ul{margin:0 0 .5rem;padding-left:1.25rem}
.demo code{font-weight:700}
.footer{text-align:center;color:#4d5965;font-size:.875rem;padding:1rem 1rem 2rem}
`;

export const IDP_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#00427a"/><text x="16" y="23" font-family="Arial" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">R</text></svg>`;
