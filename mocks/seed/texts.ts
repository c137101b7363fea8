// Message texts generated on demand from ids, and contact details, in several
// languages and scripts. The same id always gives the same text, so nothing is stored.
import type { Contact } from '../../src/api/contract'
import { hashString, type Random } from '../service/random'

export const LOCALES = ['en', 'es', 'de', 'ja', 'zh', 'ru', 'ar', 'el', 'hi'] as const
export type Locale = (typeof LOCALES)[number]

/** Share of conversations per language: mostly English, about a fifth in non-Latin scripts. */
const LOCALE_WEIGHTS: Record<Locale, number> = { en: 72, es: 5, de: 4, ja: 4, zh: 3, ru: 3, ar: 3, el: 2, hi: 4 }
const LOCALE_CUMULATIVE = (() => {
  let sum = 0
  return LOCALES.map((l) => [l, (sum += LOCALE_WEIGHTS[l])] as const)
})()
const LOCALE_TOTAL = LOCALE_CUMULATIVE[LOCALE_CUMULATIVE.length - 1]?.[1] ?? 1

export function pickLocale(rng: Random): Locale {
  const x = rng.next() * LOCALE_TOTAL
  // Indexed, not for…of with destructuring: the seed's first run is cold code, where both are iterator calls.
  for (let i = 0; i < LOCALE_CUMULATIVE.length; i++) {
    const entry = LOCALE_CUMULATIVE[i] as (typeof LOCALE_CUMULATIVE)[number]
    if (x < entry[1]) return entry[0]
  }
  return 'en'
}

interface Topic {
  /** A visitor's first message. */
  openers: string[]
  followUps: string[]
  /** The agent's answers, in Markdown. */
  answers: string[]
}

interface LocaleTexts {
  topics: Topic[]
  /** Lines any conversation may carry, whatever its topic. */
  visitorAny: string[]
  agentAny: string[]
  /** An agent that speaks first. */
  greetings: string[]
  /** Display name and the local part of an e-mail address. */
  names: [string, string][]
  emailDomains: string[]
  phone: (digits: string) => string
}

// Placeholders filled from the message id: {order}, {n} (six digits), {weekday}.
const EN: LocaleTexts = {
  topics: [
    {
      openers: [
        "Hi, I ordered a jacket last week (order {order}) and the tracking hasn't updated since Monday. Is it lost?",
        "Where is my order {order}? It said 3–5 business days and it's been 8.",
        "hello, can I still change the delivery address on order {order}? I'm moving on Friday",
      ],
      followUps: [
        'The tracking number starts with 1Z, if that helps.',
        "Okay. And if it doesn't show up by then?",
        'Can you send it to my office instead? Same city.',
        'Thanks. Do I need to be home to sign for it?',
      ],
      answers: [
        'Thanks for the order number! I checked **{order}**: it left our warehouse on {weekday} and is with the carrier now.\n\n- Current status: **In transit**\n- Expected delivery: within 2 business days\n\nTracking can lag up to 48 hours at regional hubs. You can follow it on the [tracking page](https://help.example.com/orders/tracking).',
        "If it hasn't arrived within **5 business days** of the estimate, we'll either reship it or refund you, whichever you prefer. Just reply here and I'll open the claim for you.",
        "I can update the address as long as the parcel hasn't been handed to the carrier yet. Order **{order}** is still being packed, so:\n\n1. Reply with the full new address\n2. I'll confirm the change by email\n3. You'll get a new tracking link within a day",
        'No signature is needed for parcels under **$200**; the courier will leave it in a safe place or with a neighbour. You can add delivery instructions under `Account → Orders → {order}`.',
      ],
    },
    {
      openers: [
        "I'd like to return a pair of shoes, they're half a size too small.",
        "My refund for order {order} still hasn't shown up on my card.",
        'The blender arrived with a cracked jug. What do I do?',
      ],
      followUps: [
        'Do I have to pay for the return shipping?',
        'I paid with PayPal, does that change anything?',
        'I threw away the original box, is that a problem?',
        "Great, I've printed the label.",
      ],
      answers: [
        "Sorry about the fit! Returns are free within **30 days**. Here's how:\n\n1. Go to [Returns](https://help.example.com/returns) and enter order **{order}**\n2. Choose *Exchange* or *Refund*\n3. Print the prepaid label and drop the parcel at any post office\n\nExchanges ship as soon as we scan your return.",
        "Refunds are issued the day we receive the return, but banks take **3–10 business days** to post them. Yours was issued on {weekday}; if you don't see it by next week, your bank can trace it with reference `RF-{n}`.",
        "I'm sorry it arrived damaged. You don't need to send it back: reply with a photo of the crack and I'll ship a replacement jug today at no cost.",
        "The original packaging isn't required: any sturdy box works. Just make sure the label covers the old barcodes. PayPal refunds usually appear within **24 hours**.",
      ],
    },
    {
      openers: [
        "Can I get an invoice with my company's VAT number on it?",
        'I was charged twice this month, can you check?',
        'How do I update the card on my account?',
      ],
      followUps: [
        'The VAT number is DE{n}.',
        'Is it possible to switch to yearly billing?',
        'Will the duplicate charge be refunded automatically?',
      ],
      answers: [
        'Of course. Add the VAT number under **Settings → Billing → Tax details** and every future invoice will include it. For past invoices I can reissue them: which months do you need?',
        "You're right: there are two charges of the same amount on {weekday}. The second one is a **pending authorization** that your bank will release within 5 days; it was never captured. No action is needed on your side.",
        'To update your card:\n\n- Open `Settings → Billing`\n- Click **Replace card**\n- Confirm with your bank if asked\n\nThe new card is used from the next billing cycle.',
        "Yearly billing saves about **16%**. You can switch any time from the billing page; we'll prorate what's left of this month.",
      ],
    },
    {
      openers: [
        "I can't log in, it keeps saying my password is wrong even after resetting it.",
        "I'm not getting the two-factor code by SMS.",
        'How do I delete my account?',
      ],
      followUps: [
        'I tried in another browser too, same thing.',
        'I changed my phone number last month.',
        'Will I lose my order history?',
      ],
      answers: [
        "Let's sort that out. Please try these in order:\n\n1. Clear cookies for our site, or open a private window\n2. Use the **Forgot password** link and open the newest email only\n3. Check that Caps Lock is off; passwords are case-sensitive\n\nIf it still fails, tell me roughly when you tried and I'll check the logs.",
        "SMS codes go to the number on file, so a new number explains it. I've sent a verification link to your email instead; once you confirm, add the new number under **Security → Two-factor**.",
        'You can delete your account under `Settings → Privacy → Delete account`. Deletion becomes **permanent** after 14 days; until then, logging in cancels it. Order history is kept only as long as the law requires for invoices.',
      ],
    },
    {
      openers: [
        'Our webhook endpoint stopped receiving events yesterday. Did something change?',
        "What's the rate limit on the REST API?",
        'How do I verify the webhook signature in Node?',
      ],
      followUps: [
        "We're getting 401s now.",
        'Is there a sandbox we can test against?',
        'Our server returns 200 but you mark the delivery as failed.',
      ],
      answers: [
        'Nothing changed on our side. An endpoint is disabled after **5 days** of failed deliveries; check its status and reactivate it in the dashboard under *Webhooks*. The failed deliveries can then be sent again with **Recover**.',
        'Each key gets **600 requests per minute**. Over that, the API answers `429` with a `Retry-After` header giving the seconds to wait.',
        "Compute an HMAC-SHA256 over the raw body with your signing secret and compare it with the header:\n\n```js\nconst expected = 'sha256=' + crypto.createHmac('sha256', secret).update(rawBody).digest('hex')\nconst ok = crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(header))\n```\n\nHash the **raw** bytes, before any JSON parsing.",
        "A `401` means the key in `X-Api-Key` is missing or was revoked. Keys are created in the dashboard under **Settings → API keys**, and read-only keys can't call `POST` endpoints.",
        'Redirects count as failures and are not followed: if your server answers `301` or `302` before the final `200`, point the endpoint at the final URL. See [Webhooks](https://help.example.com/api/webhooks).',
      ],
    },
    {
      openers: [
        'Does the Trail 2 backpack fit a 16-inch laptop?',
        'Is the oak desk available in white?',
        'When will size M be back in stock?',
      ],
      followUps: ['And is it waterproof?', "Can you tell me when it's back?", "What's the warranty?"],
      answers: [
        'Yes: the laptop sleeve is **41 × 29 cm**, which fits most 16-inch laptops. The main compartment holds about 28 litres.',
        "The fabric is water-resistant (**IPX4**), so it handles rain, but it isn't meant to be submerged. A rain cover is included in the bottom pocket.",
        "Size M is expected back in about **2 weeks**. I've added you to the restock list: you'll get one email when it's available, nothing else.",
        'Every product comes with a **2-year warranty** covering manufacturing defects. Details are on our [warranty page](https://help.example.com/warranty).',
      ],
    },
    {
      openers: [
        "What's the difference between the Starter and Team plans?",
        'I want to cancel my subscription.',
        'Can I pause my subscription for two months?',
      ],
      followUps: [
        'Do you offer a discount for nonprofits?',
        'What happens to my data if I cancel?',
        "OK, let's do that.",
      ],
      answers: [
        "Here's the short version:\n\n| | Starter | Team |\n|---|---|---|\n| Seats | 1 | up to 10 |\n| Projects | 3 | unlimited |\n| Support | email | chat and email |\n\nYou can switch plans at any time; changes are prorated.",
        "I'm sorry to see you go. You can cancel under **Settings → Subscription** and keep access until the end of the period you've paid for. Would a pause work better? You can pause for up to **3 months**.",
        "Yes, nonprofits get **30% off** any plan. Send a copy of your registration to `billing@example.com` and we'll apply it to your next invoice.",
        'Your data stays available for **90 days** after cancelling, so you can export it or come back. After that it is deleted.',
      ],
    },
  ],
  visitorAny: [
    'Thanks!',
    'That worked, thank you.',
    'One more question.',
    'Can I talk to a human?',
    'ok',
    'Perfect, thanks for the quick help 🙏',
  ],
  agentAny: [
    "You're welcome! Is there anything else I can help with?",
    "Of course: I've passed this to our team and a person will reply by email within **one business day**. Your reference is `CS-{n}`.",
    'Happy to help. Have a great day!',
  ],
  greetings: [
    "Hi! I'm the support assistant. How can I help you today?",
    'Hello 👋 Ask me anything about your order, account or billing.',
  ],
  names: [
    ['Emma Thompson', 'emma.thompson'],
    ['Liam Carter', 'liam.carter'],
    ['Olivia Nguyen', 'olivia.nguyen'],
    ['Noah Patel', 'noah.patel'],
    ['Ava Robinson', 'ava.r'],
    ['Lucas Meyer', 'lucas.meyer'],
    ['Mia Johansson', 'mia.johansson'],
    ['Ethan Brooks', 'ebrooks'],
    ['Sofia Rossi', 'sofia.rossi'],
    ["James O'Connor", 'james.oconnor'],
    ['Grace Kim', 'grace.kim'],
    ['Daniel Okafor', 'd.okafor'],
  ],
  emailDomains: ['example.com', 'mail.example', 'example.org'],
  phone: (d) => `+1 ${d.slice(0, 3)}-555-${d.slice(3, 7)}`,
}

const ES: LocaleTexts = {
  topics: [
    {
      openers: [
        'Hola, mi pedido {order} todavía no ha llegado.',
        'Quiero devolver unas zapatillas, me quedan pequeñas.',
        '¿Puedo cambiar la tarjeta de pago?',
      ],
      followUps: ['Gracias. ¿Cuándo llegará más o menos?', '¿La devolución es gratuita?', '¡Perfecto, muchas gracias!'],
      answers: [
        'He revisado el pedido **{order}**: está en camino y llegará en **2 días laborables**. Puedes seguirlo en la [página de envíos](https://help.example.com/es/tracking).',
        'Sí, las devoluciones son gratuitas durante **30 días**:\n\n1. Abre «Mis pedidos»\n2. Elige «Devolver»\n3. Imprime la etiqueta prepagada',
        'Claro: ve a `Ajustes → Facturación` y pulsa **Cambiar tarjeta**.',
      ],
    },
  ],
  visitorAny: ['Gracias.', 'Una pregunta más.'],
  agentAny: ['¡De nada! ¿Te puedo ayudar con algo más?'],
  greetings: ['¡Hola! Soy el asistente de soporte. ¿En qué puedo ayudarte?'],
  names: [
    ['Lucía García', 'lucia.garcia'],
    ['Mateo Fernández', 'mateo.fernandez'],
    ['Valentina López', 'vlopez'],
  ],
  emailDomains: ['example.es', 'example.com'],
  phone: (d) => `+34 6${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)}`,
}

const DE: LocaleTexts = {
  topics: [
    {
      openers: [
        'Hallo, meine Bestellung {order} ist noch nicht angekommen.',
        'Ich hätte gern eine Rechnung mit unserer USt-IdNr.',
        'Wie kann ich mein Passwort ändern?',
      ],
      followUps: ['Danke! Wann kommt sie ungefähr?', 'Die USt-IdNr. ist DE{n}.', 'Super, hat geklappt.'],
      answers: [
        'Ich habe die Bestellung **{order}** geprüft: Sie ist unterwegs und kommt in **2 Werktagen** an. Verfolgen können Sie sie [hier](https://help.example.com/de/tracking).',
        'Gerne. Tragen Sie die USt-IdNr. unter `Einstellungen → Abrechnung` ein; sie erscheint dann auf allen neuen Rechnungen. Frühere Rechnungen stelle ich Ihnen gern neu aus.',
        'So geht’s:\n\n- `Einstellungen → Sicherheit` öffnen\n- **Passwort ändern** wählen\n- Mit dem Code aus der E-Mail bestätigen',
      ],
    },
  ],
  visitorAny: ['Vielen Dank!', 'Noch eine Frage.'],
  agentAny: ['Gern geschehen! Kann ich sonst noch helfen?'],
  greetings: ['Hallo! Ich bin der Support-Assistent. Wie kann ich helfen?'],
  names: [
    ['Lena Schmidt', 'lena.schmidt'],
    ['Jonas Weber', 'jonas.weber'],
    ['Jürgen Müller', 'j.mueller'],
  ],
  emailDomains: ['example.de', 'example.com'],
  phone: (d) => `+49 151 ${d.slice(0, 4)} ${d.slice(4, 8)}`,
}

const JA: LocaleTexts = {
  topics: [
    {
      openers: [
        '注文番号 {order} の商品がまだ届いていません。配送状況を確認できますか？',
        '先週注文したスニーカーのサイズを交換したいです。',
        '請求書の宛名を会社名に変更できますか？',
      ],
      followUps: ['ありがとうございます。追跡番号も教えてください。', '返品の送料はかかりますか？', '助かりました！'],
      answers: [
        'ご連絡ありがとうございます。ご注文 **{order}** は発送済みで、現在配送中です。\n\n- お届け予定：**2営業日以内**\n- 追跡は[こちら](https://help.example.com/ja/tracking)からご確認いただけます。',
        'サイズ交換はご注文から**30日以内**であれば無料です。\n\n1. マイページの「注文履歴」を開く\n2. 「交換」を選択\n3. 返送ラベルを印刷',
        'はい、`設定 → 請求情報` から宛名を変更できます。過去の請求書の再発行も承ります。',
      ],
    },
  ],
  visitorAny: ['ありがとうございます。', 'もう一つ質問があります。'],
  agentAny: ['どういたしまして。ほかにご不明な点があればお気軽にどうぞ。'],
  greetings: ['こんにちは！サポートアシスタントです。ご用件をお聞かせください。'],
  names: [
    ['佐藤 花子', 'hanako.sato'],
    ['鈴木 一郎', 'ichiro.suzuki'],
    ['高橋 美咲', 'misaki.takahashi'],
  ],
  emailDomains: ['example.jp', 'example.com'],
  phone: (d) => `+81 90-${d.slice(0, 4)}-${d.slice(4, 8)}`,
}

const ZH: LocaleTexts = {
  topics: [
    {
      openers: [
        '你好，我的订单 {order} 已经一周了还没发货，请帮我查一下。',
        '我想申请退款，商品和描述不符。',
        '怎么修改账户绑定的手机号？',
      ],
      followUps: ['好的，大概什么时候能到？', '退款会退到原支付方式吗？', '谢谢，问题解决了。'],
      answers: [
        '您好！订单 **{order}** 已于今天出库，预计 **2–3 个工作日** 送达。您可以在[物流页面](https://help.example.com/zh/tracking)查看最新状态。',
        '很抱歉给您带来不便。退款步骤：\n\n1. 打开「我的订单」\n2. 选择「申请退款」并上传照片\n3. 审核通过后 **3–7 个工作日** 原路退回',
        '请在 `设置 → 账户安全` 中修改手机号，需要先验证旧号码。',
      ],
    },
  ],
  visitorAny: ['谢谢！', '还有一个问题。'],
  agentAny: ['不客气！还有其他可以帮您的吗？'],
  greetings: ['您好！我是客服助手，请问有什么可以帮您？'],
  names: [
    ['王伟', 'wang.wei'],
    ['李娜', 'li.na'],
    ['张敏', 'zhang.min'],
  ],
  emailDomains: ['example.cn', 'example.com'],
  phone: (d) => `+86 138 ${d.slice(0, 4)} ${d.slice(4, 8)}`,
}

const RU: LocaleTexts = {
  topics: [
    {
      openers: [
        'Здравствуйте! Заказ {order} так и не пришёл, хотя срок доставки прошёл.',
        'Как перейти на годовой тариф?',
        'Не приходит письмо для сброса пароля.',
      ],
      followUps: [
        'Спасибо. А можно ускорить доставку?',
        'Проверил папку «Спам», там тоже нет.',
        'Отлично, всё получилось!',
      ],
      answers: [
        'Проверил заказ **{order}**: посылка в пути и будет у вас в течение **2 рабочих дней**. Отслеживать её можно на [странице доставки](https://help.example.com/ru/tracking).',
        'Перейти на годовой тариф можно в разделе `Настройки → Оплата`. Это экономит около **16%**, остаток текущего месяца пересчитаем автоматически.',
        'Попробуйте так:\n\n- добавьте `noreply@example.com` в контакты\n- запросите письмо ещё раз\n- подождите до **10 минут**\n\nЕсли письмо не придёт, я отправлю ссылку вручную.',
      ],
    },
  ],
  visitorAny: ['Спасибо!', 'Ещё один вопрос.'],
  agentAny: ['Рад помочь! Хорошего дня.'],
  greetings: ['Здравствуйте! Я помощник службы поддержки. Чем могу помочь?'],
  names: [
    ['Анна Смирнова', 'anna.smirnova'],
    ['Дмитрий Иванов', 'd.ivanov'],
    ['Ольга Кузнецова', 'olga.kuznetsova'],
  ],
  emailDomains: ['example.ru', 'example.com'],
  phone: (d) => `+7 916 ${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5, 7)}`,
}

const AR: LocaleTexts = {
  topics: [
    {
      openers: [
        'مرحبًا، لم يصلني الطلب رقم {order} حتى الآن.',
        'أريد إرجاع المنتج لأنه لا يعمل.',
        'كيف أغيّر عنوان البريد الإلكتروني في حسابي؟',
      ],
      followUps: ['شكرًا، متى سيصل تقريبًا؟', 'هل الإرجاع مجاني؟', 'تم، شكرًا جزيلًا!'],
      answers: [
        'شكرًا لتواصلك. الطلب **{order}** في الطريق إليك وسيصل خلال **يومي عمل**. يمكنك تتبعه من [صفحة الشحن](https://help.example.com/ar/tracking).',
        'نعم، الإرجاع مجاني خلال **30 يومًا**:\n\n1. افتح «طلباتي»\n2. اختر «إرجاع»\n3. اطبع ملصق الشحن المدفوع مسبقًا',
        'يمكنك تغيير البريد من `الإعدادات ← الحساب`، وسنرسل رسالة تأكيد إلى العنوان الجديد.',
      ],
    },
  ],
  visitorAny: ['شكرًا لك!', 'لدي سؤال آخر.'],
  agentAny: ['على الرحب والسعة! هل هناك ما يمكنني مساعدتك به أيضًا؟'],
  greetings: ['مرحبًا! أنا مساعد الدعم. كيف يمكنني مساعدتك؟'],
  names: [
    ['ليلى حداد', 'layla.haddad'],
    ['عمر الخطيب', 'omar.khatib'],
    ['سارة منصور', 'sara.mansour'],
  ],
  emailDomains: ['example.ae', 'example.com'],
  phone: (d) => `+971 50 ${d.slice(0, 3)} ${d.slice(3, 7)}`,
}

const EL: LocaleTexts = {
  topics: [
    {
      openers: [
        'Γεια σας, η παραγγελία {order} δεν έχει φτάσει ακόμα.',
        'Θέλω να αλλάξω το μέγεθος των παπουτσιών που παρήγγειλα.',
        'Πώς μπορώ να πάρω τιμολόγιο με ΑΦΜ;',
      ],
      followUps: ['Ευχαριστώ! Πότε θα έρθει περίπου;', 'Χρειάζεται να πληρώσω μεταφορικά;', 'Τέλεια, ευχαριστώ πολύ.'],
      answers: [
        'Η παραγγελία **{order}** έχει αποσταλεί και θα την παραλάβετε σε **2 εργάσιμες**. Μπορείτε να την παρακολουθήσετε [εδώ](https://help.example.com/el/tracking).',
        'Η αλλαγή μεγέθους είναι δωρεάν εντός **30 ημερών**:\n\n1. Ανοίξτε «Οι παραγγελίες μου»\n2. Επιλέξτε «Αλλαγή»\n3. Εκτυπώστε την ετικέτα επιστροφής',
        'Προσθέστε τον ΑΦΜ στις `Ρυθμίσεις → Χρεώσεις` και θα εμφανίζεται σε κάθε νέο τιμολόγιο.',
      ],
    },
  ],
  visitorAny: ['Ευχαριστώ!', 'Μία ακόμη ερώτηση.'],
  agentAny: ['Παρακαλώ! Υπάρχει κάτι άλλο που μπορώ να κάνω για εσάς;'],
  greetings: ['Γεια σας! Είμαι ο βοηθός υποστήριξης. Πώς μπορώ να βοηθήσω;'],
  names: [
    ['Νίκος Παπαδόπουλος', 'nikos.papadopoulos'],
    ['Ελένη Γεωργίου', 'eleni.georgiou'],
    ['Μαρία Κωνσταντίνου', 'maria.k'],
  ],
  emailDomains: ['example.gr', 'example.com'],
  phone: (d) => `+30 69${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 8)}`,
}

const HI: LocaleTexts = {
  topics: [
    {
      openers: [
        'नमस्ते, मेरा ऑर्डर {order} अभी तक नहीं आया है।',
        'मुझे अपना पासवर्ड रीसेट करना है लेकिन ईमेल नहीं आ रहा।',
        'क्या मैं अपना सब्सक्रिप्शन कुछ समय के लिए रोक सकता हूँ?',
      ],
      followUps: ['धन्यवाद! यह कब तक पहुँचेगा?', 'स्पैम फ़ोल्डर में भी नहीं है।', 'बहुत बढ़िया, धन्यवाद।'],
      answers: [
        'आपका ऑर्डर **{order}** भेज दिया गया है और **2 कार्यदिवसों** में पहुँच जाएगा। आप इसे [यहाँ](https://help.example.com/hi/tracking) ट्रैक कर सकते हैं।',
        'कृपया ये कदम आज़माएँ:\n\n- `noreply@example.com` को संपर्कों में जोड़ें\n- दोबारा रीसेट लिंक माँगें\n- **10 मिनट** तक प्रतीक्षा करें',
        'हाँ, आप `सेटिंग्स → सदस्यता` से सब्सक्रिप्शन **3 महीने** तक रोक सकते हैं।',
      ],
    },
  ],
  visitorAny: ['धन्यवाद!', 'एक और सवाल है।'],
  agentAny: ['आपकी सहायता करके खुशी हुई! और कुछ?'],
  greetings: ['नमस्ते! मैं सहायता सहायक हूँ। मैं आपकी क्या मदद कर सकता हूँ?'],
  names: [
    ['प्रिया शर्मा', 'priya.sharma'],
    ['राहुल वर्मा', 'rahul.verma'],
    ['अनन्या गुप्ता', 'ananya.gupta'],
  ],
  emailDomains: ['example.in', 'example.com'],
  phone: (d) => `+91 98${d.slice(0, 3)} ${d.slice(3, 8)}`,
}

const TEXTS: Record<Locale, LocaleTexts> = { en: EN, es: ES, de: DE, ja: JA, zh: ZH, ru: RU, ar: AR, el: EL, hi: HI }
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

const isLocale = (l: string): l is Locale => (LOCALES as readonly string[]).includes(l)
const textsOf = (locale: string): LocaleTexts => (isLocale(locale) ? TEXTS[locale] : EN)
const at = <T>(items: readonly T[], h: number): T => items[h % items.length] as T

export interface TextRequest {
  messageId: string
  /** The session's id picks its topic, so one conversation stays on one subject. */
  sessionId: string
  /** `agent` for the agent's lines; anything else reads as the visitor's. */
  role: string
  locale: string
  /** The conversation's first message. */
  first: boolean
}

/** The text of a message, the same for the same request every time. */
export function messageText(r: TextRequest): string {
  const t = textsOf(r.locale)
  const sessionHash = hashString(r.sessionId)
  const topic = at(t.topics, sessionHash)
  const h = hashString(r.messageId)
  // Most lines stay on the topic; some are the small talk any conversation has.
  const generic = (h >>> 8) % 10 < 2
  let template: string
  if (r.role === 'visitor')
    template = r.first ? at(topic.openers, h) : generic ? at(t.visitorAny, h) : at(topic.followUps, h)
  else template = r.first ? at(t.greetings, h) : generic ? at(t.agentAny, h) : at(topic.answers, h)
  return fill(template, sessionHash, h)
}

function fill(template: string, sessionHash: number, messageHash: number): string {
  if (!template.includes('{')) return template
  return template
    .replace(/\{order\}/g, `A-${10_000 + (sessionHash % 90_000)}`)
    .replace(/\{n\}/g, String(100_000 + (messageHash % 900_000)))
    .replace(/\{weekday\}/g, at(WEEKDAYS, sessionHash >>> 4))
}

/** Contact details as an agent captures them: some fields, in the visitor's script. */
/** How many draws `contactFor` makes, whatever it returns: a seed can skip them and draw the contact later. */
export const CONTACT_DRAWS = 11

export function contactFor(rng: Random, locale: string): Contact {
  const t = textsOf(locale)
  const [name, local] = rng.pick(t.names)
  const email = `${local}@${rng.pick(t.emailDomains)}`
  let digits = ''
  for (let i = 0; i < 8; i++) digits += String(rng.int(0, 9))
  const phone = t.phone(digits)
  const x = rng.next()
  if (x < 0.5) return { name, email }
  if (x < 0.7) return { email }
  if (x < 0.8) return { name, phone }
  if (x < 0.95) return { name, email, phone }
  return { phone }
}
