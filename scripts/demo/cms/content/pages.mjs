/**
 * Static pages. Content lines use the markup of lib/portable-text.mjs. `terms-of-service` has no content on
 * purpose: the site shows its empty state for it.
 */
export const PAGES = [
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'How Aurora Games TV collects, uses and protects your personal data.',
    content: `
This policy explains what personal data Aurora Games TV processes when you watch, browse or create an account, and which choices you have. It applies to this website and to the embedded players shown on partner sites.
## Who is responsible
The Aurora Games Organising Committee is the controller of your personal data. You can reach our privacy team at [privacy@auroragames.example](mailto:privacy@auroragames.example).
## What we collect
- **Account details** you give us: name, email address, date of birth (optional) and your favourite sports.
- **Viewing data**: what you watch, how far you got and your favourites, so you can continue where you left off.
- **Technical data**: device type, browser, language and an approximate location derived from your IP address, used to deliver video in the right quality and to respect broadcasting rights.
- **Payment data** is handled by our payment providers; we only keep a reference and the last four digits of your card.
## Why we use it
We use your data to run your account, to stream video, to show live events that are available in your region, to send you the newsletter if you asked for it, and to keep the service secure. We do not sell personal data.
## How long we keep it
Account data is kept while your account is active. Viewing history is deleted after 24 months of inactivity. When you delete your account, we erase your personal data within 30 days, except where the law requires us to keep invoices.
## Your rights
You can access, correct, export or delete your data from your account page at any time. You may also object to processing or lodge a complaint with your data protection authority.
## Changes to this policy
If we change this policy we will update this page and, for important changes, tell you by email.`,
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    description: 'The terms that apply when you use Aurora Games TV.',
    content: '',
  },
  {
    slug: 'cookies-policy',
    title: 'Cookies Policy',
    description: 'Which cookies Aurora Games TV uses and how to change your choice.',
    content: `
Cookies are small files a website stores in your browser. We use as few as we can.
## Essential cookies
These keep you signed in, remember your language and protect forms against abuse. The site does not work without them, so they cannot be switched off.
## Preference cookies
They remember choices such as captions and playback quality. They are set only after you accept them.
## Analytics cookies
With your consent, we measure which pages and videos are used so we can improve the service. The data is aggregated and never used to identify you.
## Changing your choice
Open **Cookie Preferences** in the footer at any time. Non-essential cookies expire after six months, after which we ask again.`,
  },
  {
    slug: 'about-twg',
    title: 'About the Aurora Games',
    description: 'The multi-sport event for sports that are not on the Olympic programme.',
    content: `
The Aurora Games bring together the world's best athletes in sports that rarely get prime time: from korfball and lacrosse to orienteering and wakeboarding.
## Eleven days, fourteen sports
The 2026 edition runs for eleven days across the harbour district, the northern parks and the lakes around the host city. More than three thousand athletes from over a hundred countries take part.
## Watch everything
Every session is streamed live on Aurora Games TV, with replays and highlights available minutes after the final whistle. Commentary is available in several languages.
## A greener event
Venues are temporary or existing facilities, athletes travel between them by public transport and all streams are delivered from data centres running on renewable energy.
## Get involved
Follow your favourite athletes, sign up for the newsletter and share the moments you love. See the [schedule](/schedule) to plan your Games.`,
  },
  {
    slug: 'about-iwga',
    title: 'About the Association',
    description: 'The Aurora Games Association: mission, members and governance.',
    content: `
The Aurora Games Association is the international organisation that owns the Aurora Games and awards each edition to a host city.
## Our mission
We give athletes in developing and traditional sports a global stage and help their federations grow through visibility, education and shared services.
## Members
Our members are the international federations of the sports on the programme. Each member commits to fair play, athlete safety and clean sport.
- Federations govern the technical programme of their sports.
- National member associations select the athletes.
- The host city provides venues, transport and volunteers.
## Governance
The General Assembly meets once a year and elects the Council for four years. The Council appoints the Chief Executive, who leads the secretariat.
### Commissions
Athletes, medical, media and sustainability commissions advise the Council. The Athletes' Commission is elected by the athletes at each edition.
## History
The first Aurora Games were held in 1981 with a dozen sports. Since then the programme has grown with new disciplines, and mixed-gender events now make up a quarter of the medal events.
## Contact
Write to [association@auroragames.example](mailto:association@auroragames.example) for membership and partnership questions.`,
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    description: 'How to reach the Aurora Games TV team.',
    content: `
We read every message and usually answer within two working days.
For help with your account or subscriptions, please include the email address you signed up with.`,
  },
];
