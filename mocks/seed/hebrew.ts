// One seeded conversation in Hebrew, written out rather than generated: right-to-left
// text with the runs that break a left-to-right layout (a Latin e-mail address, a menu
// path, an order number, sentence-final punctuation), Markdown lists and links, and a
// contact in Hebrew. The transcript screen and its direction spec use it.
import type { Contact } from '../../src/api/contract'

/** A phrase only this conversation contains ("I ordered a coat"), to find it with the list's search. */
export const HEBREW_MARKER = 'הזמנתי מעיל'

/** Visitor and agent alternate, the visitor first. */
export const HEBREW_TEXTS: readonly string[] = [
  `שלום, ${HEBREW_MARKER} בשבוע שעבר (הזמנה A-20417) והמעקב לא התעדכן מאז יום שני. האם החבילה אבדה?`,
  [
    'תודה על מספר ההזמנה! בדקתי את **A-20417**: היא יצאה מהמחסן ביום שלישי ונמצאת עכשיו אצל חברת השילוח.',
    '',
    '- סטטוס נוכחי: **בדרך**',
    '- מסירה צפויה: תוך 2 ימי עסקים',
    '',
    'אפשר לעקוב אחריה ב[דף המעקב](https://help.example.com/he/tracking).',
  ].join('\n'),
  'שלחתי מייל ל-support@example.com ועוד לא קיבלתי תשובה. לאן כדאי לכתוב?',
  'סליחה על העיכוב! אפשר לעדכן את כתובת המשלוח בתפריט `Account → Orders → A-20417`, או לכתוב ל-help@example.co.il ונטפל בזה עוד היום.',
  'ואם זה לא יגיע עד יום חמישי?',
  [
    'אם החבילה לא תגיע תוך **5 ימי עסקים**, יש שתי אפשרויות:',
    '',
    '1. נשלח אותה שוב, בלי עלות',
    '2. נחזיר לך את הכסף',
    '',
    'פשוט עני כאן ואפתח את הבקשה.',
  ].join('\n'),
  'מעולה, תודה רבה!',
  'בשמחה! יש עוד משהו שאוכל לעזור בו?',
]

export const HEBREW_CONTACT: Contact = {
  name: 'נועה כהן',
  email: 'noa.cohen@example.co.il',
  phone: '+972 52-555-0142',
}
