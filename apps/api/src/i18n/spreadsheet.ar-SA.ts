import type { spreadsheetEnUS } from './spreadsheet.en-US';

/** رسائل قارئ الجداول (استيراد CSV وXLSX) المشتركة بين عمليات الاستيراد. */
export const spreadsheetArSA: Record<keyof typeof spreadsheetEnUS, string> = {
  'spreadsheet.noFile': 'اختر ملف CSV أو XLSX للاستيراد.',
  'spreadsheet.unsupported':
    'هذا الملف ليس ملفًا نصيًا بصيغة CSV (UTF-8) ولا مصنف Excel بصيغة ‎.xlsx. احفظه بإحدى الصيغتين وحاول مرة أخرى.',
  'spreadsheet.tooLarge':
    'يتمدد هذا المصنف عند فكّه إلى بيانات تفوق كثيرًا ما يقبله الاستيراد (ملف مضغوط مفخخ أو تالف)؛ احفظ الأسطر في ملفات أصغر وحاول مرة أخرى.',
  'spreadsheet.empty': 'لا يحتوي الملف على سطر العناوين أو على أسطر بيانات.',
  'spreadsheet.tooMany': 'يحتوي الملف على أكثر من {max} سطر بيانات؛ قسّمه إلى ملفات أصغر.',
  'spreadsheet.unknownColumn': 'في سطر العناوين عمود غير معروف «{column}». الأعمدة المسموح بها: {columns}.',
  'spreadsheet.duplicateColumn': 'يتكرر العمود «{column}» في سطر العناوين أكثر من مرة.',
  'spreadsheet.blankColumn': 'في سطر العناوين عمود بلا اسم. الأعمدة المسموح بها: {columns}.',
  'spreadsheet.missingColumns': 'تنقص سطرَ العناوين هذه الأعمدة: {columns}.',
  'spreadsheet.extraCells': 'في هذا السطر {count} من الخلايا تزيد على أعمدة سطر العناوين.',
  'spreadsheet.duplicateInFile': 'السجل نفسه موجود في السطر {line} من الملف.',
  'imports.failed':
    'تعذّر على الخادم إكمال هذا الاستيراد، ولم يُحفظ منه شيء. حاول مرة أخرى، وأبلغ فريق الدعم إن تكرر ذلك.',
  'imports.abandoned':
    'توقف هذا الاستيراد قبل أن يكتمل (أُعيد تشغيل الخادم)، ولم يُحفظ منه شيء. ارفع الملف مرة أخرى.',
  'imports.runNotFound': 'لا توجد عملية استيراد كهذه لك.',
  'imports.report.line': 'السطر',
  'imports.report.column': 'العمود',
  'imports.report.message': 'المشكلة',
  'imports.report.wholeRow': '(السطر كله)',
};
