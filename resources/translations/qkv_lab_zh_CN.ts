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
    <name>ComputeMenu</name>
    <message>
        <source>compute: %1</source>
        <translation>计算：%1</translation>
    </message>
    <message>
        <source> (fallback)</source>
        <translation>（回退）</translation>
    </message>
    <message>
        <source>Compute &amp;on</source>
        <translation>计算设备(&amp;O)</translation>
    </message>
    <message>
        <source>run the engine on %1</source>
        <translation>在 %1 上运行引擎</translation>
    </message>
    <message>
        <source>computing on %1</source>
        <translation>正在 %1 上计算</translation>
    </message>
    <message>
        <source>the engine runs on %1</source>
        <translation>引擎在 %1 上运行</translation>
    </message>
</context>
<context>
    <name>ExamplesMenu</name>
    <message>
        <source>Open &amp;Example</source>
        <translation>打开示例(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程列表(&amp;L)</translation>
    </message>
    <message>
        <source>examples unavailable: %1</source>
        <translation>示例不可用：%1</translation>
    </message>
    <message>
        <source>no examples installed</source>
        <translation>未安装示例</translation>
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
    <name>FileDialogs</name>
    <message>
        <source>QKV Lab sessions (*.json)</source>
        <translation>QKV Lab 会话 (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>Save the changes to %1 before they are lost?</source>
        <translation>在丢失之前保存对 %1 的更改吗？</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Save session as</source>
        <translation>会话另存为</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新会话</translation>
    </message>
    <message>
        <source>A sentence to attend over:</source>
        <translation>要计算注意力的句子：</translation>
    </message>
</context>
<context>
    <name>HeadsDock</name>
    <message>
        <source>Side by side</source>
        <translation>并排</translation>
    </message>
    <message>
        <source>Ranking (MiniLM)</source>
        <translation>排名 (MiniLM)</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>注意力头</translation>
    </message>
    <message>
        <source>Rank MiniLM&apos;s heads for a word…</source>
        <translation>按某个词为 MiniLM 的头排序…</translation>
    </message>
    <message>
        <source>which heads attend differently to a word in two sentences</source>
        <translation>哪些头在两个句子中对同一个词的关注不同</translation>
    </message>
    <message>
        <source>MiniLM layer %1, all heads; head %2 in focus</source>
        <translation>MiniLM 第 %1 层，所有头；聚焦第 %2 个头</translation>
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
    <name>MaskFeatures</name>
    <message>
        <source>&amp;Mask</source>
        <translation>掩码(&amp;M)</translation>
    </message>
    <message>
        <source>Show M and edit it</source>
        <translation>显示并编辑 M</translation>
    </message>
    <message>
        <source>go to the masked stage: click or drag on M to hide or show keys</source>
        <translation>转到 masked 步骤：在 M 上单击或拖动以隐藏或显示键</translation>
    </message>
    <message>
        <source>Edit the mask by clicking the masked and weights views</source>
        <translation>通过单击 masked 和 weights 视图编辑掩码</translation>
    </message>
    <message>
        <source>mask-editing mode: a click on a cell of the masked or weights view hides that key from that query, or shows it</source>
        <translation>掩码编辑模式：单击 masked 或 weights 视图中的单元格，可对该查询隐藏或显示该键</translation>
    </message>
    <message>
        <source>Why −∞? Compare −∞, 0 and −c…</source>
        <translation>为什么是 −∞？比较 −∞、0 和 −c…</translation>
    </message>
    <message>
        <source>what a finite mask value lets leak through softmax, row by row</source>
        <translation>有限的掩码值会逐行让多少权重通过 softmax 泄漏</translation>
    </message>
</context>
<context>
    <name>MaskPresets</name>
    <message>
        <source>No mask</source>
        <translation>无掩码</translation>
    </message>
    <message>
        <source>Causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>Prefix-LM</source>
        <translation>前缀语言模型</translation>
    </message>
    <message>
        <source>Packed sequences</source>
        <translation>打包的序列</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>an untitled session</source>
        <translation>一个未命名的会话</translation>
    </message>
    <message>
        <source> (autosaved %1)</source>
        <translation>（自动保存于 %1）</translation>
    </message>
    <message>
        <source>QKV Lab did not close normally. Unsaved changes to %1%2 were kept.

Restore them? (No discards them.)</source>
        <translation>QKV Lab 未正常关闭。对 %1%2 的未保存更改已保留。

要恢复吗？（选“否”将丢弃它们。）</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>恢复未保存的工作吗？</translation>
    </message>
</context>
<context>
    <name>ScalingLab</name>
    <message>
        <source>Why √d_k? &amp;Lab…</source>
        <translation>为什么是 √d_k？实验(&amp;L)…</translation>
    </message>
    <message>
        <source>why attention divides by √d_k: saturation and gradients, measured</source>
        <translation>为什么注意力要除以 √d_k：饱和与梯度的实测</translation>
    </message>
    <message>
        <source>Why divide by √d_k? Open the lab…</source>
        <translation>为什么要除以 √d_k？打开实验…</translation>
    </message>
    <message>
        <source>Save as PNG %1×…</source>
        <translation>另存为 PNG %1×…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>另存为 SVG…</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
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
    <name>StageViewMenus</name>
    <message>
        <source>Copy as table</source>
        <translation>复制为表格</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>复制为 LaTeX</translation>
    </message>
    <message>
        <source>Export this stage as</source>
        <translation>将此步骤导出为</translation>
    </message>
    <message>
        <source>Save image as</source>
        <translation>图像另存为</translation>
    </message>
    <message>
        <source>Outline the selection</source>
        <translation>勾勒所选内容</translation>
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
