/** tel: URL of a displayed number ("+225 27 22 00 00 10" -> "tel:+2252722000010"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;
