/** Document numbers compare without case: QT-00012 and qt-00012 are the same number. */
export const numberKey = (n: string) => n.toUpperCase();
