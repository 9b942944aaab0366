import type { SiteContent } from './site-content';

export const en: SiteContent = {
  languageName: 'English',
  locale: 'en-GB',
  skipLink: 'Skip to content',
  mainNavigationLabel: 'Main navigation',
  languageNavigationLabel: 'Choose language',
  tagline: 'Your bank in the region',
  editModeNotice: 'Edit mode: sliders and carousels are disabled.',
  pages: {
    index: {
      navLabel: 'Home',
      title: 'Welcome to Regionalbank Demo',
      lead: 'Personal advice close to you and banking whenever you need it.',
      sections: [
        {
          heading: 'Financing with foresight',
          paragraphs: [
            'A new car, furniture for your flat or a renovation: with a loan from your regional bank the instalments stay predictable. Work out what your plan costs each month.',
          ],
        },
        {
          heading: 'Advice that comes to you',
          paragraphs: [
            'Our advisers know the region and take time for your questions – in the branch, by video or by phone.',
          ],
        },
      ],
    },
    lists: {
      navLabel: 'News',
      title: 'News from your regional bank',
      lead: 'News, events and career opportunities in one place.',
      sections: [
        {
          heading: 'Always up to date',
          paragraphs: [
            'Here we publish news from the bank and the region, invite you to events and present open positions.',
          ],
        },
      ],
    },
    banksearch: {
      navLabel: 'Branches',
      title: 'Branches and opening hours',
      lead: 'We are there for you in your region.',
      sections: [
        {
          heading: 'In person, nearby',
          paragraphs: [
            'In our branches we advise you on accounts, financing, pensions and investments. Lobbies with self-service machines are usually open outside opening hours too.',
          ],
        },
      ],
    },
    calculators: {
      navLabel: 'Calculators',
      title: 'Loan, savings and pension calculators',
      lead: 'A first overview in a few steps – for a binding offer we are happy to advise you in person.',
      sections: [],
    },
    forms: {
      navLabel: 'Contact',
      title: 'Contact and appointments',
      lead: 'We look forward to hearing from you.',
      sections: [
        {
          heading: 'How to reach us',
          paragraphs: [
            'Book an appointment in your branch or write to us. We usually reply within one working day.',
          ],
        },
      ],
    },
    club: {
      navLabel: 'Youth club',
      title: 'Youth club benefits',
      lead: 'For members up to 24: discounts with partner businesses all over Austria.',
      sections: [
        {
          heading: 'Become a member',
          paragraphs: [
            'Membership of the youth club is free for customers up to 24. You redeem your benefits with a promo code or a shop link.',
          ],
        },
      ],
    },
    market: {
      navLabel: 'Markets',
      title: 'Stock exchange and markets',
      lead: 'Prices, indices and developments on the financial markets.',
      sections: [
        {
          heading: 'Please note',
          paragraphs: [
            'Market data is for information only and is not investment advice. Investing in securities involves risks.',
          ],
        },
      ],
    },
    chrome: {
      navLabel: 'About us',
      title: 'About Regionalbank Demo',
      lead: 'A bank with its roots in the region.',
      sections: [
        {
          heading: 'Our story',
          paragraphs: [
            'For generations we have accompanied people and businesses in the region. What we receive as deposits we lend again locally.',
          ],
        },
      ],
    },
  },
  calculators: {
    credit: {
      startPageTitle: 'Work out your loan instalment',
      intro: 'Choose the loan amount, interest rate and term, or your preferred instalment.',
    },
    savings: {
      intro: 'See how your savings grow with a monthly instalment – after capital gains tax.',
    },
    pension: {
      intro: 'Estimate your future net pension and your pension gap.',
    },
  },
  listWidgets: {
    newsTitle: 'News from your regional bank',
    eventsTitle: 'Events near you',
    showAllNews: 'All news',
    showAllEvents: 'All events',
    contentPlusTitle: 'Switching accounts made easy',
    contentPlusButton: 'More about our account switching service',
    newsListTitle: 'All news',
    eventsListTitle: 'All events',
    faqListTitle: 'Frequently asked questions',
    pagesListTitle: 'Products and services',
    searchPlaceholder: 'What are you looking for?',
  },
  footer: {
    addressLabel: 'Address',
    address: ['Regionalbank Demo AG', 'Hauptplatz 1', '8010 Graz, Austria'],
    linksLabel: 'Service',
    demoNotice: 'Demo website for development – not a real bank.',
  },
};
