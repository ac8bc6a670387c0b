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
    <name>CodeExport</name>
    <message>
        <source>As &amp;Python Script…</source>
        <translation>Python 脚本(&amp;P)…</translation>
    </message>
    <message>
        <source>As Jupyter &amp;Notebook…</source>
        <translation>Jupyter 笔记本(&amp;N)…</translation>
    </message>
    <message>
        <source>the whole forward pass, with this session&apos;s numbers, as a standalone PyTorch script</source>
        <translation>完整的前向计算（使用本会话的数字），保存为独立的 PyTorch 脚本</translation>
    </message>
    <message>
        <source>the whole forward pass, with this session&apos;s numbers, as a notebook: one cell per stage</source>
        <translation>完整的前向计算（使用本会话的数字），保存为笔记本：每一步一个单元格</translation>
    </message>
    <message>
        <source>Export as Python script</source>
        <translation>导出为 Python 脚本</translation>
    </message>
    <message>
        <source>Export as notebook</source>
        <translation>导出为笔记本</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Export as &amp;Code</source>
        <translation>导出为代码(&amp;C)</translation>
    </message>
</context>
<context>
    <name>ColorScales</name>
    <message>
        <source>Per-stage colour scales</source>
        <translation>每步单独的色阶</translation>
    </message>
    <message>
        <source>Off: scores, scaled and masked share one colour scale, so ÷√d_k shows as a colour change. On: each stage spans its own range.</source>
        <translation>关：scores、scaled 和 masked 共用一个色阶，因此 ÷√d_k 表现为颜色变化。开：每一步使用自己的范围。</translation>
    </message>
</context>
<context>
    <name>ExplainInWindow</name>
    <message>
        <source>Clear selection and explanation</source>
        <translation>清除选择和解释</translation>
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
<context>
    <name>Transpose</name>
    <message>
        <source>Transpose n×n views (keys as rows)</source>
        <translation>转置 n×n 视图（键作为行）</translation>
    </message>
    <message>
        <source>show scores, scaled, masked and weights with keys as rows and queries as columns (%1)</source>
        <translation>以键为行、查询为列显示 scores、scaled、masked 和 weights（%1）</translation>
    </message>
</context>
<context>
    <name>WindowExports</name>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>export stages as CSV, NumPy, JSON, LaTeX, PNG, SVG, GIF</source>
        <translation>将步骤导出为 CSV、NumPy、JSON、LaTeX、PNG、SVG、GIF</translation>
    </message>
    <message>
        <source>Export &amp;Window Image…</source>
        <translation>导出窗口图像(&amp;W)…</translation>
    </message>
    <message>
        <source>the whole window as PNG, or the stage view as SVG</source>
        <translation>整个窗口导出为 PNG，或步骤视图导出为 SVG</translation>
    </message>
    <message>
        <source>Export Step-Through &amp;Animation…</source>
        <translation>导出逐步动画(&amp;A)…</translation>
    </message>
    <message>
        <source>every stage, animated, as a GIF</source>
        <translation>每一步的动画，保存为 GIF</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>没有可导出的内容</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>%1

Nothing was written.</source>
        <translation>%1

未写入任何内容。</translation>
    </message>
    <message numerus="yes">
        <source>exported %n file(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个文件导出到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation>导出完成</translation>
    </message>
    <message>
        <source>Export window image</source>
        <translation>导出窗口图像</translation>
    </message>
    <message>
        <source>Export step-through animation</source>
        <translation>导出逐步动画</translation>
    </message>
</context>
</TS>
