/**
 * Static pages served by the media platform (`contentType: page`): text in Markdown (`markdown` custom
 * parameter), no video. The media page renders them as an article.
 */
export const PAGES = [
  {
    key: 'about-aurora-games-tv',
    title: 'About Aurora Games TV',
    description: 'What Aurora Games TV is, what you can watch on it and how to get help.',
    markdown: [
      'Aurora Games TV is the streaming home of the **Aurora Games 2026**: every final live, highlights from fourteen sports, and films, documentaries and original series between the sessions.',
      '## What you can watch',
      '- Live channels and live events from every venue',
      '- Full replays and highlights, sport by sport',
      '- Original series such as *Road to Aurora*',
      '## Help',
      'Questions about watching? Read the [schedule](/schedule) or write to the support team from the [contact page](/contact-us).',
    ].join('\n\n'),
    translations: {
      es: ['Acerca de Aurora Games TV', 'Qué es Aurora Games TV, qué puedes ver y cómo obtener ayuda.'],
      fr: ['À propos d\'Aurora Games TV', 'Ce qu\'est Aurora Games TV, ce que vous pouvez y regarder et comment obtenir de l\'aide.'],
      de: ['Über Aurora Games TV', 'Was Aurora Games TV ist, was du sehen kannst und wie du Hilfe bekommst.'],
      nl: ['Over Aurora Games TV', 'Wat Aurora Games TV is, wat je kunt kijken en hoe je hulp krijgt.'],
    },
  },
];
