import type { FastifyInstance } from 'fastify';
import { AccessTokenService } from '../auth/access-token';
import { send } from '../../testing/http-request';
import { testConfig } from '../../testing/test-config';
import { buildPaasServer } from './paas-server';

const CMS = 'http://localhost:8080';
const config = testConfig({ extraCorsOrigins: ['http://localhost:3000'] });
const tokens = new AccessTokenService(config.tokenSecret, config.now);
let paas: FastifyInstance;

beforeAll(async () => {
  paas = await buildPaasServer(config, tokens);
});
afterAll(() => paas.close());

const credit = { creditAmount: 10000, interestRate: 5, term: 60, monthlyRate: null };
const savings = {
  seedFund: 10000,
  periodicInstalment: 100,
  rate: 2,
  maturity: 120,
  savingTarget: null,
};
const pension = {
  sex: 'male',
  jobGroup: 'employee',
  netIncome: 2500,
  retirementAccountFlag: false,
  retirementAccountValue: 0,
  costOfLiving: 0,
  selfEmployedNetIncome: 0,
  actualUnitValue: 0,
  numberOfChildren: 0,
  dateOfBirth: '1985-04-20',
  dateOfWorkingBegin: '2005-09-01',
  numberOfMonths: 240,
  plannedRetirementAge: 65,
  salaryAdjusting: false,
};

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  send(paas, {
    method: 'POST',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${tokens.issue()}`, origin: CMS, ...headers },
  });

describe('paas authentication', () => {
  it('answers 401 with a message without a bearer token', async () => {
    const response = await send(paas, {
      method: 'POST',
      url: '/api/calculators/credit',
      payload: credit,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.stringContaining('Bearer') });
  });

  it('answers 401 for a token it did not issue', async () => {
    const response = await post('/api/calculators/credit', credit, {
      authorization: 'Bearer ctb.abc.def',
    });
    expect(response.statusCode).toBe(401);
  });

  it('accepts a token from the CMS host', async () => {
    expect((await post('/api/calculators/credit', credit)).statusCode).toBe(200);
  });
});

describe('paas CORS', () => {
  it('allows the CMS origin and says so per origin', async () => {
    const response = await post('/api/calculators/credit', credit);
    expect(response.headers['access-control-allow-origin']).toBe(CMS);
    expect(response.headers.vary).toContain('Origin');
  });

  it('allows a configured extra origin', async () => {
    const response = await post('/api/calculators/credit', credit, {
      origin: 'http://localhost:3000',
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('gives a refused origin no allow-origin header', async () => {
    const response = await post('/api/calculators/credit', credit, {
      origin: 'http://evil.example',
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight with exactly the methods and headers a deployment needs', async () => {
    const response = await send(paas, {
      method: 'OPTIONS',
      url: '/api/calculators/credit',
      headers: {
        origin: CMS,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(CMS);
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(response.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives a preflight from a refused origin nothing to allow it', async () => {
    const response = await send(paas, {
      method: 'OPTIONS',
      url: '/api/calculators/credit',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never answers with a wildcard', async () => {
    const response = await post('/api/calculators/credit', credit, { origin: 'null' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('calculator endpoints', () => {
  it('computes a credit', async () => {
    const response = await post('/api/calculators/credit', credit);
    expect(response.json()).toMatchObject({
      monthlyRate: 188.71,
      effectiveInterest: 5.994,
      term: 60,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 422 with a message when the instalment never repays the credit', async () => {
    const response = await post('/api/calculators/credit', {
      ...credit,
      term: null,
      monthlyRate: 30,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/Der Kredit würde nie zurückgezahlt/);
  });

  it.each([
    ['both term and instalment', { ...credit, monthlyRate: 200 }],
    ['neither term nor instalment', { ...credit, term: null }],
    ['a text amount', { ...credit, creditAmount: '10000' }],
    ['a missing field', { creditAmount: 10000, interestRate: 5, term: 60 }],
  ])('answers 400 for a credit body with %s', async (_case, body) => {
    const response = await post('/api/calculators/credit', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining('Invalid request body') });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await send(paas, {
      method: 'POST',
      url: '/api/calculators/savings',
      payload: '{not json',
      headers: { authorization: `Bearer ${tokens.issue()}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('computes savings', async () => {
    const response = await post('/api/calculators/savings', savings);
    expect(response.json()).toEqual({
      seedFund: 10000,
      savingTarget: 24553.04,
      periodicInstalment: 100,
      totalContinuousSaveAmount: 12000,
      interestYield: 3404.05,
      interestYieldKest: 851.01,
      amountPaid: 22000,
    });
  });

  it('answers 400 for savings with both instalment and goal', async () => {
    expect(
      (await post('/api/calculators/savings', { ...savings, savingTarget: 5000 })).statusCode,
    ).toBe(400);
  });

  it('computes a pension', async () => {
    const response = await post('/api/calculators/pension', pension);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      calculatedSuccesful: true,
      lastNetIncome: 2500,
      serviceErrorMessage: '',
    });
    const { netRetirement, netGap } = response.json();
    expect(netGap).toBeCloseTo(netRetirement - 2500, 2);
  });

  it('answers 200 with calculatedSuccesful false for a pension that cannot be computed', async () => {
    const response = await post('/api/calculators/pension', {
      ...pension,
      plannedRetirementAge: 60,
    });
    expect(response.json()).toMatchObject({
      calculatedSuccesful: false,
      serviceErrorMessage: expect.any(String),
    });
  });

  it('answers 400 for a pension body with a bad sex or date', async () => {
    expect((await post('/api/calculators/pension', { ...pension, sex: 'x' })).statusCode).toBe(400);
    expect(
      (await post('/api/calculators/pension', { ...pension, dateOfBirth: '20.04.1985' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('paas failure injection', () => {
  it('answers 500 with a message, readable cross-origin, even without a token', async () => {
    const response = await send(paas, {
      method: 'POST',
      url: '/api/calculators/credit',
      payload: credit,
      headers: { 'x-ctb-fail': '500', origin: CMS },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.headers['access-control-allow-origin']).toBe(CMS);
  });

  it('answers 401 on request despite a valid token', async () => {
    expect((await post('/api/calculators/credit?ctbFail=401', credit)).statusCode).toBe(401);
  });

  it('answers 200 with a body of the wrong shape', async () => {
    const response = await post('/api/calculators/savings', savings, { 'x-ctb-fail': 'malformed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('savingTarget');
  });

  it('answers late with slow:<ms>', async () => {
    const started = Date.now();
    const response = await post('/api/calculators/credit?ctbFail=slow:120', credit);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    expect(response.json().monthlyRate).toBe(188.71);
  });

  it('answers 400 for an unknown failure mode', async () => {
    expect((await post('/api/calculators/credit?ctbFail=teapot', credit)).statusCode).toBe(400);
  });

  it('leaves preflights alone', async () => {
    const response = await send(paas, {
      method: 'OPTIONS',
      url: '/api/calculators/credit?ctbFail=500',
      headers: { origin: CMS, 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
  });
});
