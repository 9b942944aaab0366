import type { ExchangeId } from './exchange-calendar';
import type { IndexId } from './indices';

export type SymbolKind = 'share' | 'fund';

/** A share or fund the market services quote: real names, tickers and ISINs. */
export interface MarketSymbol {
  isin: string;
  ticker: string;
  name: string;
  kind: SymbolKind;
  exchange: ExchangeId;
  currency: 'EUR' | 'USD';
  /** The close on the calibration day (ANCHOR_DAY in price-series.ts), in `currency`. */
  price: number;
  /** annualised volatility of daily log returns */
  volatility: number;
  /** Indices it belongs to: top/flop lists are computed over these members. */
  indices: readonly IndexId[];
  /** Shares traded on an average day, for the "most traded" list (turnover). */
  averageVolume: number;
  /** An index fund's index: it moves with it without being a member. */
  tracks?: IndexId;
}

type Row = [isin: string, ticker: string, name: string, price: number, volatility: number];

function rows(
  kind: SymbolKind,
  exchange: ExchangeId,
  currency: 'EUR' | 'USD',
  indices: readonly IndexId[],
  entries: readonly Row[],
  averageVolume: number,
): MarketSymbol[] {
  return entries.map(([isin, ticker, name, price, volatility], position) => ({
    isin,
    ticker,
    name,
    kind,
    exchange,
    currency,
    price,
    volatility,
    indices,
    // Larger companies come first in each table: they trade more.
    averageVolume: Math.round(averageVolume / (1 + position * 0.15)),
  }));
}

const ATX_AND_PRIME: IndexId[] = ['ATX', 'ATXPRIME'];

/** The 20 ATX members (they are all in the ATX Prime too). */
const ATX: Row[] = [
  ['AT0000652011', 'EBS', 'Erste Group Bank AG', 84.6, 0.27],
  ['AT0000743059', 'OMV', 'OMV AG', 46.12, 0.24],
  ['AT0000BAWAG2', 'BG', 'BAWAG Group AG', 109.8, 0.26],
  ['AT0000606306', 'RBI', 'Raiffeisen Bank International AG', 30.28, 0.33],
  ['AT0000746409', 'VER', 'Verbund AG', 62.35, 0.28],
  ['AT0000937503', 'VOE', 'voestalpine AG', 33.96, 0.32],
  ['AT0000730007', 'ANDR', 'Andritz AG', 62.1, 0.25],
  ['AT0000908504', 'VIG', 'Vienna Insurance Group AG', 51.9, 0.19],
  ['AT0000821103', 'UQA', 'UNIQA Insurance Group AG', 13.02, 0.2],
  ['AT0000831706', 'WIE', 'Wienerberger AG', 27.94, 0.3],
  ['AT0000720008', 'TKA', 'Telekom Austria AG', 9.21, 0.18],
  ['AT0000818802', 'DOC', 'DO & CO Aktiengesellschaft', 201.5, 0.29],
  ['AT000000STR1', 'STR', 'STRABAG SE', 74.4, 0.22],
  ['AT0000741053', 'EVN', 'EVN AG', 25.2, 0.2],
  ['AT0000APOST4', 'POST', 'Österreichische Post AG', 29.05, 0.15],
  ['AT0000969985', 'ATS', 'AT&S Austria Technologie & Systemtechnik AG', 27.3, 0.45],
  ['AT0000644505', 'LNZ', 'Lenzing AG', 26.9, 0.38],
  ['AT0000938204', 'MMK', 'Mayr-Melnhof Karton AG', 78.2, 0.24],
  ['AT0000641352', 'CAI', 'CA Immobilien Anlagen AG', 23.1, 0.27],
  ['AT0000946652', 'SBO', 'Schoeller-Bleckmann Oilfield Equipment AG', 28.4, 0.36],
];

/** Members of the ATX Prime outside the ATX. */
const ATX_PRIME_ONLY: Row[] = [
  ['AT0000758305', 'PAL', 'Palfinger AG', 33.1, 0.3],
  ['AT00000VIE62', 'FLU', 'Flughafen Wien AG', 52.4, 0.14],
  ['AT0000609607', 'POS', 'PORR AG', 30.05, 0.31],
  ['AT0000A0E9W5', 'KTN', 'Kontron AG', 24.16, 0.4],
  ['AT000AGRANA3', 'AGR', 'AGRANA Beteiligungs-AG', 12.1, 0.2],
  ['AT000ADDIKO0', 'ADKO', 'Addiko Bank AG', 20.3, 0.22],
  ['AT00000AMAG3', 'AMAG', 'AMAG Austria Metall AG', 27.2, 0.21],
  ['AT0000785555', 'SEM', 'Semperit AG Holding', 12.96, 0.33],
  ['AT0000922554', 'ROS', 'Rosenbauer International AG', 45.2, 0.3],
  ['ATFREQUENT09', 'FQT', 'Frequentis AG', 45.9, 0.29],
  ['AT0000815402', 'UBS', 'UBM Development AG', 19.4, 0.32],
  ['AT000KAPSCH9', 'KTCG', 'Kapsch TrafficCom AG', 7.02, 0.4],
  ['AT0000837307', 'ZAG', 'Zumtobel Group AG', 4.51, 0.36],
  ['AT0000827209', 'WXF', 'Warimpex Finanz- und Beteiligungs AG', 0.62, 0.45],
];

/** DAX members that are in the Euro Stoxx 50 too. */
const DAX_AND_STOXX: Row[] = [
  ['DE0007164600', 'SAP', 'SAP SE', 229.9, 0.28],
  ['DE0007236101', 'SIE', 'Siemens AG', 236.4, 0.25],
  ['DE0008404005', 'ALV', 'Allianz SE', 345.2, 0.18],
  ['DE0005557508', 'DTE', 'Deutsche Telekom AG', 27.18, 0.17],
  ['DE0008430026', 'MUV2', 'Münchener Rückversicherungs-Gesellschaft AG', 541.8, 0.2],
  ['DE0007100000', 'MBG', 'Mercedes-Benz Group AG', 56.9, 0.27],
  ['DE0005190003', 'BMW', 'Bayerische Motoren Werke AG', 84.7, 0.27],
  ['DE000BASF111', 'BAS', 'BASF SE', 43.35, 0.26],
  ['DE0006231004', 'IFX', 'Infineon Technologies AG', 35.9, 0.38],
  ['DE000BAY0017', 'BAYN', 'Bayer AG', 27.9, 0.36],
  ['DE0005140008', 'DBK', 'Deutsche Bank AG', 31.2, 0.33],
  ['DE0005810055', 'DB1', 'Deutsche Börse AG', 224.6, 0.2],
  ['DE000A1EWWW0', 'ADS', 'adidas AG', 170.4, 0.3],
  ['DE0007664039', 'VOW3', 'Volkswagen AG Vz.', 94.8, 0.28],
  ['DE0005552004', 'DHL', 'DHL Group', 39.9, 0.25],
];

/** DAX members outside the Euro Stoxx 50. */
const DAX_ONLY: Row[] = [
  ['DE0007030009', 'RHM', 'Rheinmetall AG', 1748.5, 0.42],
  ['DE000ENER6Y0', 'ENR', 'Siemens Energy AG', 109.6, 0.45],
  ['DE000ENAG999', 'EOAN', 'E.ON SE', 15.48, 0.19],
  ['DE0007037129', 'RWE', 'RWE AG', 40.1, 0.26],
  ['DE000CBK1001', 'CBK', 'Commerzbank AG', 33.4, 0.35],
];

/** Euro Stoxx 50 members from outside Germany (quoted in euro, European trading hours). */
const STOXX_ONLY: Row[] = [
  ['NL0010273215', 'ASML', 'ASML Holding N.V.', 851.2, 0.36],
  ['FR0000121014', 'MC', 'LVMH Moët Hennessy Louis Vuitton SE', 608.4, 0.29],
  ['FR0000120271', 'TTE', 'TotalEnergies SE', 53.1, 0.22],
  ['FR0000120578', 'SAN', 'Sanofi S.A.', 86.7, 0.21],
  ['FR0000120321', 'OR', "L'Oréal S.A.", 371.5, 0.24],
  ['NL0000235190', 'AIR', 'Airbus SE', 205.3, 0.27],
  ['FR0000121972', 'SU', 'Schneider Electric SE', 239.8, 0.28],
  ['ES0144580Y14', 'IBE', 'Iberdrola S.A.', 17.02, 0.18],
  ['ES0113900J37', 'SAN.MC', 'Banco Santander S.A.', 8.64, 0.3],
  ['IT0005239360', 'UCG', 'UniCredit S.p.A.', 63.2, 0.32],
  ['IT0003128367', 'ENEL', 'Enel S.p.A.', 8.47, 0.19],
  ['IT0000072618', 'ISP', 'Intesa Sanpaolo S.p.A.', 5.41, 0.27],
];

/** Dow Jones members that are in the Nasdaq 100 too. */
const DOW_AND_NASDAQ: Row[] = [
  ['US0378331005', 'AAPL', 'Apple Inc.', 269.8, 0.28],
  ['US5949181045', 'MSFT', 'Microsoft Corp.', 511.6, 0.25],
  ['US67066G1040', 'NVDA', 'NVIDIA Corp.', 195.4, 0.5],
  ['US0231351067', 'AMZN', 'Amazon.com Inc.', 245.1, 0.33],
  ['US17275R1023', 'CSCO', 'Cisco Systems Inc.', 71.9, 0.22],
];

const DOW_ONLY: Row[] = [
  ['US46625H1005', 'JPM', 'JPMorgan Chase & Co.', 309.7, 0.23],
  ['US92826C8394', 'V', 'Visa Inc.', 334.5, 0.2],
  ['US4781601046', 'JNJ', 'Johnson & Johnson', 189.6, 0.16],
  ['US5801351017', 'MCD', "McDonald's Corp.", 299.4, 0.17],
  ['US1912161007', 'KO', 'The Coca-Cola Company', 69.8, 0.14],
  ['US9311421039', 'WMT', 'Walmart Inc.', 101.9, 0.2],
  ['US38141G1040', 'GS', 'The Goldman Sachs Group Inc.', 789.3, 0.29],
  ['US1491231015', 'CAT', 'Caterpillar Inc.', 562.4, 0.3],
  ['US4592001014', 'IBM', 'International Business Machines Corp.', 305.2, 0.26],
  ['US0970231058', 'BA', 'The Boeing Company', 201.7, 0.34],
];

const NASDAQ_ONLY: Row[] = [
  ['US02079K3059', 'GOOGL', 'Alphabet Inc. Class A', 279.6, 0.3],
  ['US30303M1027', 'META', 'Meta Platforms Inc.', 631.8, 0.38],
  ['US88160R1014', 'TSLA', 'Tesla Inc.', 441.2, 0.6],
  ['US11135F1012', 'AVGO', 'Broadcom Inc.', 352.3, 0.45],
  ['US22160K1051', 'COST', 'Costco Wholesale Corp.', 918.7, 0.2],
  ['US7134481081', 'PEP', 'PepsiCo Inc.', 146.2, 0.17],
  ['US00724F1012', 'ADBE', 'Adobe Inc.', 331.4, 0.32],
  ['US4581401001', 'INTC', 'Intel Corp.', 38.2, 0.5],
];

/** Exchange-traded index funds, traded on Xetra in euro. */
const FUNDS: Row[] = [
  ['IE00B4L5Y983', 'EUNL', 'iShares Core MSCI World UCITS ETF USD (Acc)', 104.9, 0.15],
  ['IE00BK5BQT80', 'VWCE', 'Vanguard FTSE All-World UCITS ETF (USD) Accumulating', 139.6, 0.15],
  ['IE00B5BMR087', 'SXR8', 'iShares Core S&P 500 UCITS ETF USD (Acc)', 603.2, 0.17],
  ['IE00BTJRMP35', 'XMME', 'Xtrackers MSCI Emerging Markets UCITS ETF 1C', 61.8, 0.16],
  ['DE0005933931', 'EXS1', 'iShares Core DAX UCITS ETF (DE)', 209.7, 0.17],
  ['DE0005933956', 'EXW1', 'iShares Core EURO STOXX 50 UCITS ETF (DE)', 55.9, 0.16],
  ['DE000A0D8Q23', 'EXXX', 'iShares ATX UCITS ETF (DE)', 44.6, 0.16],
];

const FUND_INDEX: Record<string, IndexId> = { EXS1: 'DAX', EXW1: 'ESTX50', EXXX: 'ATX' };

export const SYMBOLS: readonly MarketSymbol[] = [
  ...rows('share', 'vienna', 'EUR', ATX_AND_PRIME, ATX, 900_000),
  ...rows('share', 'vienna', 'EUR', ['ATXPRIME'], ATX_PRIME_ONLY, 60_000),
  ...rows('share', 'xetra', 'EUR', ['DAX', 'ESTX50'], DAX_AND_STOXX, 2_500_000),
  ...rows('share', 'xetra', 'EUR', ['DAX'], DAX_ONLY, 1_500_000),
  ...rows('share', 'xetra', 'EUR', ['ESTX50'], STOXX_ONLY, 2_000_000),
  ...rows('share', 'newYork', 'USD', ['DJI', 'NDX'], DOW_AND_NASDAQ, 40_000_000),
  ...rows('share', 'newYork', 'USD', ['DJI'], DOW_ONLY, 8_000_000),
  ...rows('share', 'newYork', 'USD', ['NDX'], NASDAQ_ONLY, 20_000_000),
  ...rows('fund', 'xetra', 'EUR', [], FUNDS, 300_000).map((fund) => ({
    ...fund,
    tracks: FUND_INDEX[fund.ticker],
  })),
];

const byIsin = new Map(SYMBOLS.map((symbol) => [symbol.isin, symbol]));

export function findSymbol(isin: string): MarketSymbol | undefined {
  return byIsin.get(isin);
}

/** The index a symbol moves with: a share's first membership, an index fund's index. */
export function homeIndex(symbol: MarketSymbol): IndexId | undefined {
  return symbol.indices[0] ?? symbol.tracks;
}
