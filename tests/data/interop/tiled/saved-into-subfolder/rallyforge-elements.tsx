<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="rallyforge-elements" tilewidth="64" tileheight="64" tilecount="43" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0" type="floor"/>
 <tile id="1" type="pit"/>
 <tile id="2" type="drain"/>
 <tile id="3" type="oil"/>
 <tile id="4" type="water"/>
 <tile id="5" type="acid"/>
 <tile id="6" type="fire"/>
 <tile id="7" type="radiation"/>
 <tile id="8" type="radioactive-waste"/>
 <tile id="9" type="water">
  <properties>
   <property name="current" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="10" type="level">
  <properties>
   <property name="level" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="11" type="belt">
  <properties>
   <property name="speed" type="int" value="1"/>
   <property name="inputs" value=""/>
  </properties>
 </tile>
 <tile id="12" type="belt">
  <properties>
   <property name="speed" type="int" value="1"/>
   <property name="inputs" value="L"/>
  </properties>
 </tile>
 <tile id="13" type="belt">
  <properties>
   <property name="speed" type="int" value="1"/>
   <property name="inputs" value="R"/>
  </properties>
 </tile>
 <tile id="14" type="belt">
  <properties>
   <property name="speed" type="int" value="1"/>
   <property name="inputs" value="LR"/>
  </properties>
 </tile>
 <tile id="15" type="belt">
  <properties>
   <property name="speed" type="int" value="1"/>
   <property name="inputs" value="F"/>
  </properties>
 </tile>
 <tile id="16" type="belt">
  <properties>
   <property name="speed" type="int" value="1"/>
   <property name="inputs" value="LF"/>
  </properties>
 </tile>
 <tile id="17" type="belt">
  <properties>
   <property name="speed" type="int" value="1"/>
   <property name="inputs" value="RF"/>
  </properties>
 </tile>
 <tile id="18" type="belt">
  <properties>
   <property name="speed" type="int" value="1"/>
   <property name="inputs" value="LRF"/>
  </properties>
 </tile>
 <tile id="19" type="belt">
  <properties>
   <property name="speed" type="int" value="2"/>
   <property name="inputs" value=""/>
  </properties>
 </tile>
 <tile id="20" type="belt">
  <properties>
   <property name="speed" type="int" value="2"/>
   <property name="inputs" value="L"/>
  </properties>
 </tile>
 <tile id="21" type="belt">
  <properties>
   <property name="speed" type="int" value="2"/>
   <property name="inputs" value="R"/>
  </properties>
 </tile>
 <tile id="22" type="belt">
  <properties>
   <property name="speed" type="int" value="2"/>
   <property name="inputs" value="LR"/>
  </properties>
 </tile>
 <tile id="23" type="belt">
  <properties>
   <property name="speed" type="int" value="2"/>
   <property name="inputs" value="F"/>
  </properties>
 </tile>
 <tile id="24" type="belt">
  <properties>
   <property name="speed" type="int" value="2"/>
   <property name="inputs" value="LF"/>
  </properties>
 </tile>
 <tile id="25" type="belt">
  <properties>
   <property name="speed" type="int" value="2"/>
   <property name="inputs" value="RF"/>
  </properties>
 </tile>
 <tile id="26" type="belt">
  <properties>
   <property name="speed" type="int" value="2"/>
   <property name="inputs" value="LRF"/>
  </properties>
 </tile>
 <tile id="27" type="gear">
  <properties>
   <property name="turn" value="cw"/>
  </properties>
 </tile>
 <tile id="28" type="gear">
  <properties>
   <property name="turn" value="ccw"/>
  </properties>
 </tile>
 <tile id="29" type="repair">
  <properties>
   <property name="wrenches" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="30" type="repair">
  <properties>
   <property name="wrenches" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="31" type="chop-shop"/>
 <tile id="32" type="randomizer"/>
 <tile id="33" type="teleporter"/>
 <tile id="34" type="ramp"/>
 <tile id="35" type="energy"/>
 <tile id="36" type="crate"/>
 <tile id="37" type="antenna"/>
 <tile id="38" type="reboot"/>
 <tile id="39" type="portal"/>
 <tile id="40" type="crusher"/>
 <tile id="41" type="flamer"/>
 <tile id="42" type="trapdoor"/>
</tileset>
