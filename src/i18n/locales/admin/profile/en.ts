import type { Widen } from '../../../types';

/** English texts of the profile area: profile, security and account settings (admin.profile.*): the reference for the other languages. */
const en = {
  description: 'Your details as the marketplace shows them.',
  summary: {
    label: 'Signed-in administrator',
  },
  personal: {
    title: 'Personal Details',
    description: 'Your name and how the team can reach you.',
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    phoneHint: 'Optional. Digits, spaces, +, -, dots and brackets.',
    department: 'Department',
    save: 'Save Changes',
    saved: 'Profile Updated',
    savedDescription: 'Your personal details have been saved.',
    errors: {
      fullNameRequired: 'Enter your full name.',
      emailRequired: 'Enter your email address.',
      emailInvalid: 'Enter an email address like name@example.com.',
      phoneInvalid: 'Enter a phone number like +1 555 010 4477, or leave it empty.',
      departmentRequired: 'Enter your department.',
    },
  },
  account: {
    title: 'Account Details',
    description: 'Your administrator account.',
    memberSince: 'Member Since',
    lastLogin: 'Last Login',
    status: 'Account Status',
  },
  security: {
    description: 'Change the password you sign in with.',
    title: 'Change Password',
    intro: 'Enter your current password, then the new one twice.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: 'At least {{count}} characters.',
    confirmPassword: 'Confirm password',
    submit: 'Update Password',
    updated: 'Password Updated',
    updatedDescription: 'Use your new password the next time you sign in.',
    errors: {
      currentRequired: 'Enter your current password.',
      newRequired: 'Enter a new password.',
      tooShort: 'Use at least {{count}} characters.',
      sameAsCurrent: 'Choose a new password that differs from your current one.',
      confirmRequired: 'Enter the new password again.',
      mismatch: 'The passwords do not match.',
    },
  },
  settings: {
    description: 'How you are notified and how the back office looks.',
    notifications: 'Notification Preferences',
    notificationsDescription: 'Choose where you receive notifications.',
    email: 'Email notifications',
    emailHint: 'Updates sent to your email address.',
    sms: 'SMS notifications',
    smsHint: 'Text messages to your phone.',
    push: 'Push notifications',
    pushHint: 'Alerts in your browser and the mobile app.',
    appearance: 'Appearance',
    appearanceDescription: 'The theme applies when you save.',
    systemHint: 'Follows your device.',
    save: 'Save Settings',
    saved: 'Settings Saved',
    savedDescription: 'Your notification and theme choices have been saved.',
  },
};

export type ProfileTexts = Widen<typeof en>;
export default en satisfies ProfileTexts;
