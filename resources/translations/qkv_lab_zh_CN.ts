<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AccessibleTable</name>
    <message>
        <source>blank</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>hidden, minus infinity</source>
        <translation>隐藏，负无穷</translation>
    </message>
    <message>
        <source>row %1 ‘%2’</source>
        <translation>第 %1 行 ‘%2’</translation>
    </message>
    <message>
        <source>column %1 ‘%2’</source>
        <translation>第 %1 列 ‘%2’</translation>
    </message>
</context>
<context>
    <name>HighContrast</name>
    <message>
        <source>&amp;High contrast</source>
        <translation>高对比度(&amp;H)</translation>
    </message>
    <message>
        <source>black text on white at 7:1 or more; follows the system&apos;s contrast setting until you choose</source>
        <translation>白底黑字，对比度至少 7:1；在您自行选择之前遵循系统的对比度设置</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>%1 will be used when QKV Lab starts again</source>
        <translation>下次启动 QKV Lab 时将使用%1</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>sentence</source>
        <translation>句子</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>matrix editor</source>
        <translation>矩阵编辑器</translation>
    </message>
    <message>
        <source>matrix</source>
        <translation>矩阵</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>Stage %1 of %2: %3. %4. %5</source>
        <translation>第 %1 步，共 %2 步：%3。%4。%5</translation>
    </message>
    <message>
        <source>the formula, the current stage&apos;s part highlighted</source>
        <translation>公式，当前步骤的部分已高亮</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>步骤 %1</translation>
    </message>
    <message>
        <source>explanation cleared</source>
        <translation>解释已清除</translation>
    </message>
    <message>
        <source>explanation</source>
        <translation>解释</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>move between the sentence, the token chips, the matrix editor and the stage view</source>
        <translation>在句子、词元标签、矩阵编辑器和步骤视图之间移动</translation>
    </message>
    <message>
        <source>Stage view: arrow keys</source>
        <translation>步骤视图：方向键</translation>
    </message>
    <message>
        <source>move the cell cursor</source>
        <translation>移动单元格光标</translation>
    </message>
    <message>
        <source>Stage view: Home / End</source>
        <translation>步骤视图：Home / End</translation>
    </message>
    <message>
        <source>first / last cell of the row</source>
        <translation>本行第一个 / 最后一个单元格</translation>
    </message>
    <message>
        <source>Stage view: Ctrl+Home / Ctrl+End</source>
        <translation>步骤视图：Ctrl+Home / Ctrl+End</translation>
    </message>
    <message>
        <source>first / last cell of the matrix</source>
        <translation>矩阵第一个 / 最后一个单元格</translation>
    </message>
    <message>
        <source>Stage view: Enter</source>
        <translation>步骤视图：Enter</translation>
    </message>
    <message>
        <source>pin the cell&apos;s explanation (as a click does); Esc unpins</source>
        <translation>固定该单元格的解释（与单击相同）；Esc 取消固定</translation>
    </message>
    <message>
        <source>Stage view: Space, Page Down / Page Up</source>
        <translation>步骤视图：空格、Page Down / Page Up</translation>
    </message>
    <message>
        <source>next / previous stage</source>
        <translation>下一步 / 上一步</translation>
    </message>
</context>
</TS>
