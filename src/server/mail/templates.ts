import type { MailMessage } from './port';

/** The one-time-code emails, in plain text and HTML (escaped). */
export type OtpPurpose = 'confirm_email' | 'reset_password';

const COPY: Record<OtpPurpose, { subject: string; intro: string }> = {
  confirm_email: {
    subject: 'Your verification code',
    intro: 'Use this code to verify your email address and finish creating your account.',
  },
  reset_password: {
    subject: 'Your password reset code',
    intro: 'Use this code to reset your password. If you did not ask for it, ignore this email: nothing changes.',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface OtpEmailInput {
  to: string;
  code: string;
  purpose: OtpPurpose;
  siteName: string;
  validMinutes: number;
  /** Where the code is entered (the reset: the site's `?u=edit-password` step, spec 2 §2), shown beside it. */
  link?: string;
}

const LINK_INTRO = 'Or open this link to continue, then enter the code:';

export function otpEmail(input: OtpEmailInput): MailMessage {
  const { subject, intro } = COPY[input.purpose];
  const expiry = `The code expires in ${input.validMinutes} minutes.`;
  const site = escapeHtml(input.siteName);
  const linkText = input.link ? `${LINK_INTRO}\n${input.link}\n\n` : '';
  const linkHtml = input.link
    ? `<p>${escapeHtml(LINK_INTRO)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>\n`
    : '';
  return {
    to: input.to,
    subject: `${input.code} – ${subject} (${input.siteName})`,
    text: `${intro}\n\n    ${input.code}\n\n${linkText}${expiry}\n\n— ${input.siteName}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(input.code)}</p>
${linkHtml}<p>${escapeHtml(expiry)}</p>
<p style="color:#555">— ${site}</p>
</body></html>`,
  };
}

/** A followed event went live or has its replay: sent to accounts whose email notifications are on (spec 3 §4). */
export function notificationEmail(input: { to: string; title: string; description: string; url: string; siteName: string }): MailMessage {
  return {
    to: input.to,
    subject: `${input.title} (${input.siteName})`,
    text: `${input.description}\n\n${input.url}\n\n— ${input.siteName}\nTurn these emails off under Notifications in your profile.\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<p style="font-size:18px;font-weight:700">${escapeHtml(input.title)}</p>
<p>${escapeHtml(input.description)}</p>
<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>
<p style="color:#555">— ${escapeHtml(input.siteName)}<br>Turn these emails off under Notifications in your profile.</p>
</body></html>`,
  };
}

/**
 * To the owner of an address someone tried to register again (issue 40): registration answers the same as for a new
 * address, so this mail is how the owner, and only the owner, learns of it.
 */
export function registrationAttemptEmail(input: { to: string; siteName: string }): MailMessage {
  const lines = [
    `Someone just tried to create a ${input.siteName} account with this email address, which already has one.`,
    'If it was you: sign in instead, or reset your password if you have forgotten it.',
    'If it was not you, you need not do anything: your account and its password stay as they are.',
  ];
  return {
    to: input.to,
    subject: `Someone tried to register with your address (${input.siteName})`,
    text: `${lines.join('\n\n')}\n\n— ${input.siteName}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p style="color:#555">— ${escapeHtml(input.siteName)}</p>
</body></html>`,
  };
}

/**
 * To the address an account had before its email was changed: the change is applied at once (spec 3 §5), so this is
 * how an owner whose session was taken over learns of it, and where it went.
 */
export function emailChangedEmail(input: { to: string; newEmail: string; siteName: string }): MailMessage {
  const lines = [
    `The email address of your ${input.siteName} account was changed to ${input.newEmail}.`,
    'From now on you sign in with the new address, and our emails go there.',
    'If you did not make this change, contact our support at once: someone may know your password.',
  ];
  return {
    to: input.to,
    subject: `Your email address was changed (${input.siteName})`,
    text: `${lines.join('\n\n')}\n\n— ${input.siteName}\n`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p style="color:#555">— ${escapeHtml(input.siteName)}</p>
</body></html>`,
  };
}
