import type { SiteContent } from './site-content';

export const fr: SiteContent = {
  languageName: 'Français',
  locale: 'fr-FR',
  skipLink: 'Aller au contenu',
  mainNavigationLabel: 'Navigation principale',
  languageNavigationLabel: 'Choisir la langue',
  tagline: 'Votre banque dans la région',
  editModeNotice: 'Mode édition : les sliders et carrousels sont désactivés.',
  pages: {
    index: {
      navLabel: 'Accueil',
      title: 'Bienvenue à la Regionalbank Demo',
      lead: 'Un conseil personnel près de chez vous et vos opérations bancaires quand vous le souhaitez.',
      sections: [
        {
          heading: 'Financer avec prévoyance',
          paragraphs: [
            'Nouvelle voiture, aménagement ou rénovation : avec un crédit de votre banque régionale, les mensualités restent prévisibles. Calculez vous-même ce que votre projet coûte chaque mois.',
          ],
        },
        {
          heading: 'Un conseil qui vient à vous',
          paragraphs: [
            'Nos conseillères et conseillers connaissent la région et prennent le temps de répondre à vos questions – en agence, par vidéo ou par téléphone.',
          ],
        },
      ],
    },
    lists: {
      navLabel: 'Actualités',
      title: 'Actualités de votre banque régionale',
      lead: 'Nouvelles, événements et offres d’emploi en un seul endroit.',
      sections: [
        {
          heading: 'Toujours informé',
          paragraphs: [
            'Nous publions ici les nouvelles de la banque et de la région, vous invitons à nos événements et présentons nos postes ouverts.',
          ],
        },
      ],
    },
    banksearch: {
      navLabel: 'Agences',
      title: 'Agences et horaires d’ouverture',
      lead: 'Nous sommes là pour vous dans votre région.',
      sections: [
        {
          heading: 'Sur place, près de chez vous',
          paragraphs: [
            'Dans nos agences, nous vous conseillons sur le compte, le financement, la prévoyance et le placement. Les espaces libre-service sont généralement accessibles en dehors des horaires d’ouverture.',
          ],
        },
      ],
    },
    calculators: {
      navLabel: 'Calculateurs',
      title: 'Calculateurs de crédit, d’épargne et de retraite',
      lead: 'Un premier aperçu en quelques étapes – pour une offre ferme, nous vous conseillons volontiers.',
      sections: [],
    },
    forms: {
      navLabel: 'Contact',
      title: 'Contact et rendez-vous',
      lead: 'Nous attendons votre message avec plaisir.',
      sections: [
        {
          heading: 'Nous joindre',
          paragraphs: [
            'Prenez rendez-vous dans votre agence ou écrivez-nous. Nous répondons en général sous un jour ouvré.',
          ],
        },
      ],
    },
    club: {
      navLabel: 'Club jeunes',
      title: 'Avantages du club jeunes',
      lead: 'Pour les membres jusqu’à 24 ans : des réductions chez nos partenaires dans toute l’Autriche.',
      sections: [
        {
          heading: 'Devenir membre',
          paragraphs: [
            'L’adhésion au club jeunes est gratuite pour les clientes et clients jusqu’à 24 ans. Vous profitez des avantages avec un code promo ou un lien boutique.',
          ],
        },
      ],
    },
    market: {
      navLabel: 'Bourse',
      title: 'Bourse et marchés',
      lead: 'Cours, indices et évolution des marchés financiers.',
      sections: [
        {
          heading: 'Remarque',
          paragraphs: [
            'Les données de marché sont fournies à titre d’information et ne constituent pas un conseil en placement. Investir en titres comporte des risques.',
          ],
        },
      ],
    },
    chrome: {
      navLabel: 'À propos',
      title: 'À propos de la Regionalbank Demo',
      lead: 'Une banque ancrée dans sa région.',
      sections: [
        {
          heading: 'Notre histoire',
          paragraphs: [
            'Depuis des générations, nous accompagnons les personnes et les entreprises de la région. Les dépôts que nous recevons sont prêtés à nouveau sur place.',
          ],
        },
      ],
    },
  },
  calculators: {
    credit: {
      startPageTitle: 'Calculez votre mensualité',
      intro: 'Choisissez le montant, le taux et la durée, ou la mensualité souhaitée.',
    },
    savings: {
      intro:
        'Voyez comment votre épargne progresse avec un versement mensuel – après impôt sur les revenus du capital.',
    },
    pension: {
      intro: 'Estimez votre future retraite nette et l’écart avec vos revenus.',
    },
  },
  listWidgets: {
    newsTitle: 'Actualités de votre banque régionale',
    eventsTitle: 'Événements près de chez vous',
    showAllNews: 'Toutes les actualités',
    showAllEvents: 'Tous les événements',
    contentPlusTitle: 'Changer de compte en toute simplicité',
    contentPlusButton: 'En savoir plus sur le changement de compte',
    newsListTitle: 'Toutes les actualités',
    eventsListTitle: 'Tous les événements',
    faqListTitle: 'Questions fréquentes',
    pagesListTitle: 'Produits et services',
    searchPlaceholder: 'Que recherchez-vous ?',
  },
  footer: {
    addressLabel: 'Adresse',
    address: ['Regionalbank Demo AG', 'Hauptplatz 1', '8010 Graz, Autriche'],
    linksLabel: 'Service',
    demoNotice: 'Site de démonstration pour le développement – pas une vraie banque.',
  },
};
