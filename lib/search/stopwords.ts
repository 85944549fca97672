/**
 * Words that carry no topic in a visitor's question ("how long is my data kept", "เก็บข้อมูลกี่ปี"). Dropped from
 * the index and the query alike; with a few dozen pages, leaving them in lets "การ" or "the" decide rankings.
 * Kept short on purpose: a word like "ไม่" or "long" changes meaning and stays.
 */
export const STOPWORDS = new Set([
  // English, checked before stemming
  "a", "an", "the", "and", "or", "of", "to", "in", "on", "for", "is", "are", "was", "be", "by", "with", "at", "as",
  "it", "its", "i", "my", "me", "do", "does", "did", "can", "how", "what", "when", "where", "who", "which", "why",
  "about", "from", "this", "that", "there", "if", "will", "would", "should", "you", "your", "we", "our", "have", "has",
  "not", "no", "any", "get", "been", "into", "than", "then", "them", "they", "their", "so", "such", "also",
  // Thai
  "ที่", "และ", "ของ", "ใน", "การ", "ความ", "ได้", "ให้", "เป็น", "มี", "กับ", "จะ", "ไป", "มา", "ไหม", "อะไร",
  "อย่างไร", "ยังไง", "ไง", "กี่", "ต่อ", "หรือ", "โดย", "จาก", "แล้ว", "ว่า", "นี้", "นั้น", "คือ", "ทำ", "เมื่อ",
  "ยัง", "บ้าง", "ครับ", "ค่ะ", "คะ", "นะ", "หน่อย", "อยาก", "ทราบ", "ต้องการ", "แต่", "ซึ่ง", "เพื่อ", "ถ้า", "หาก",
  "อยู่", "ไว้", "ด้วย", "ตาม", "แบบ", "เรา", "ฉัน", "ผม", "ท่าน", "เขา", "ๆ", "ต้อง", "แค่", "ไหน", "เท่าไร",
  "เท่าไหร่", "ใด", "ไร",
]);
