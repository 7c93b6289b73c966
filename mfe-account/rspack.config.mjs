import { federatedAppConfig } from 'shared-contracts/federation';

export default (_env, argv) =>
  federatedAppConfig({
    dir: import.meta.dirname,
    name: 'account',
    port: 3003,
    mode: argv.mode,
    exposes: {
      './UserMenu': './src/exposes/UserMenu.tsx',
      './LoginPage': './src/exposes/LoginPage.tsx',
      './RegisterPage': './src/exposes/RegisterPage.tsx',
      './NewPasswordPage': './src/exposes/NewPasswordPage.tsx',
      './ConfirmRegistrationPage': './src/exposes/ConfirmRegistrationPage.tsx',
      './ConfirmEmailPage': './src/exposes/ConfirmEmailPage.tsx',
      './ValidatePhonePage': './src/exposes/ValidatePhonePage.tsx',
      './AccountDetailsPage': './src/exposes/AccountDetailsPage.tsx',
      './BenefitsPage': './src/exposes/BenefitsPage.tsx',
      './OrdersPage': './src/exposes/OrdersPage.tsx',
      './GuestInvitation': './src/exposes/GuestInvitation.tsx',
      './OrderAgain': './src/exposes/OrderAgain.tsx',
    },
  });
