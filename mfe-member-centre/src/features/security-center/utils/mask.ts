/** Masks a mobile number, keeping the first 3 and last 2 digits visible: `0912345678` → `091*****78`. */
export function maskMobile(mobile: string): string {
  const value = mobile.trim();
  if (value.length <= 5) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 5)}${value.slice(-2)}`;
}

/** Masks the local part of an e-mail address, keeping its first character: `lucky@x.com` → `l****@x.com`. */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 1) return maskMobile(value);
  const local = value.slice(0, at);
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 3))}${value.slice(at)}`;
}
