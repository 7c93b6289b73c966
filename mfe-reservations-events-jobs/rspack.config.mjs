import { federatedAppConfig } from 'shared-contracts/federation';

export default (_env, argv) =>
  federatedAppConfig({
    dir: import.meta.dirname,
    name: 'reservations_events_jobs',
    port: 3005,
    mode: argv.mode,
    exposes: {
      './ReservationsPage': './src/exposes/ReservationsPage.tsx',
      './ReservationThankYouPage': './src/exposes/ReservationThankYouPage.tsx',
      './EventsPage': './src/exposes/EventsPage.tsx',
      './EventPage': './src/exposes/EventPage.tsx',
      './JobsPage': './src/exposes/JobsPage.tsx',
      './JobPage': './src/exposes/JobPage.tsx',
      './ContactPage': './src/exposes/ContactPage.tsx',
      './LegalPage': './src/exposes/LegalPage.tsx',
      './StaticPage': './src/exposes/StaticPage.tsx',
      './UnsubscribePage': './src/exposes/UnsubscribePage.tsx',
    },
  });
